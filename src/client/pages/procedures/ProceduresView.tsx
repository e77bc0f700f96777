import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Segmented } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { IncidentProcedureRow } from '../../../../schemas/procedure/replies.ts';
import { ListToolbar } from '../../crud/ListToolbar.tsx';
import { useListTable } from '../../crud/use-list-table.ts';
import { proceduresText } from '../../i18n/en/procedures.ts';
import { useText } from '../../i18n/language.ts';
import { PageTitle } from '../../widgets/page-title/PageTitle.tsx';
import { useSearchTerm } from '../../widgets/search-term.ts';
import { CopyProcedureModal } from './CopyProcedureModal.tsx';
import { ProcedureEditor } from './ProcedureEditor.tsx';
import { ProcedureTable } from './ProcedureTable.tsx';
import {
  PROCEDURE_VIEWS,
  type ProcedureRow,
  type ProcedureView,
  procedureListOptions,
  viewPath,
} from './procedure-views.ts';

interface ProceduresViewProps {
  view: ProcedureView;
  title: string;
  showToggle: boolean;
}

/** The editor's target: a procedure id, or null for a new one. */
type Editing = { id: string | null } | null;

/**
 * One view of the Procedures screen: the view toggle, the add button, search with Clear, the
 * server-sorted and paged table, the steps editor and (Incidents) the Copy Procedure dialog.
 */
export function ProceduresView({ view, title, showToggle }: ProceduresViewProps) {
  const t = useText(proceduresText);
  const navigate = useNavigate();
  const [searchText, setSearchText] = useState('');
  const search = useSearchTerm(searchText);
  const [editing, setEditing] = useState<Editing>(null);
  const [copying, setCopying] = useState<IncidentProcedureRow | null>(null);

  // Server-paged, sorted and searched through Refine's data provider; a new search starts at page 1.
  const list = useListTable<ProcedureRow>(procedureListOptions(view, search));

  return (
    <div>
      <Flex justify="space-between" align="center" gap="middle" wrap style={{ marginBottom: 16 }}>
        <Flex align="center" gap="middle" wrap>
          <PageTitle style={{ margin: 0 }}>{title}</PageTitle>
          {showToggle && (
            <Segmented<ProcedureView['key']>
              aria-label={t('viewToggle')}
              value={view.key}
              options={Object.values(PROCEDURE_VIEWS).map((item) => ({ value: item.key, label: item.label }))}
              // Replaces the route; the keyed view unmounts, closing any open details.
              onChange={(key) => navigate(viewPath(PROCEDURE_VIEWS[key]), { replace: true })}
            />
          )}
        </Flex>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          aria-label={view.addLabel}
          onClick={() => setEditing({ id: null })}
        >
          {view.addLabel}
        </Button>
      </Flex>
      <ListToolbar searchable searchText={searchText} onSearchText={setSearchText} />
      {list.query.isError && !list.query.data ? (
        <Alert
          type="warning"
          showIcon
          message={t('listLoadFailed')}
          action={<Button onClick={() => void list.query.refetch()}>{t('retry')}</Button>}
        />
      ) : (
        <ProcedureTable
          view={view}
          list={list}
          search={search}
          onEdit={(id) => setEditing({ id })}
          onCopy={setCopying}
        />
      )}
      {editing && (
        <ProcedureEditor
          key={editing.id ?? 'new'}
          view={view}
          procedureId={editing.id}
          onClose={() => setEditing(null)}
        />
      )}
      {copying && <CopyProcedureModal source={copying} onClose={() => setCopying(null)} />}
    </div>
  );
}
