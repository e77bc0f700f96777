import { EyeOutlined, RollbackOutlined } from '@ant-design/icons';
import { Alert, Button, Drawer, Flex, Grid, Result, Skeleton, Tooltip } from 'antd';
import { useState } from 'react';
import { withFeedback } from '../../feedback/feedback.tsx';
import { proceduresText } from '../../i18n/en/procedures.ts';
import { useText } from '../../i18n/language.ts';
import { HelpMenu } from './HelpMenu.tsx';
import { ProcedureDetails } from './ProcedureDetails.tsx';
import { ProcedurePreview } from './ProcedurePreview.tsx';
import { problemSummary } from './problem-text.ts';
import type { ProcedureView } from './procedure-views.ts';
import { useProcedureEditor } from './use-procedure-editor.ts';

interface ProcedureEditorProps {
  view: ProcedureView;
  /** null: a new procedure. */
  procedureId: string | null;
  onClose: () => void;
}

/**
 * The steps editor (spec 001 §2): a drawer titled '{Procedure|Task / Inspection} Steps' with a
 * Help dropdown, Preview, Save and Close. It always opens in Details mode; Preview walks the
 * steps as a reporter would, with Save and Close hidden until 'Exit Preview Mode'.
 */
export function ProcedureEditor({ view, procedureId, onClose }: ProcedureEditorProps) {
  const t = useText(proceduresText);
  const editor = useProcedureEditor(view, procedureId);
  const [previewing, setPreviewing] = useState(false);
  const screens = Grid.useBreakpoint();
  const { draft } = editor;

  const requestClose = () => {
    if (!editor.dirty) {
      onClose();
      return;
    }
    withFeedback(({ modal }) =>
      modal.confirm({
        title: t('discardTitle'),
        content: t('discardContent'),
        okText: t('discard'),
        okButtonProps: { danger: true },
        cancelText: t('keepEditing'),
        onOk: onClose,
      }),
    );
  };

  const saveBlockers = [...problemSummary(editor.problems), ...(editor.duplicate.isDuplicate ? [t('duplicate')] : [])];

  const actions = previewing ? (
    <Button icon={<RollbackOutlined />} aria-label={t('exitPreview')} onClick={() => setPreviewing(false)}>
      {t('exitPreview')}
    </Button>
  ) : (
    <Flex gap="small" wrap justify="end">
      <HelpMenu view={view} compact={!screens.sm} />
      <Button icon={<EyeOutlined />} aria-label={t('preview')} onClick={() => setPreviewing(true)} disabled={!draft}>
        {t('preview')}
      </Button>
      <Tooltip
        title={
          saveBlockers.length > 0 ? (
            <div>
              {saveBlockers.map((line) => (
                <div key={line}>{line}</div>
              ))}
            </div>
          ) : undefined
        }
      >
        <Button type="primary" onClick={() => void editor.submit()} disabled={!editor.canSave} loading={editor.saving}>
          {t('save')}
        </Button>
      </Tooltip>
      <Button onClick={requestClose}>{t('close')}</Button>
    </Flex>
  );

  return (
    <Drawer
      open
      title={view.editorTitle}
      // On a phone the actions stay in reach at the bottom of the screen.
      extra={screens.sm ? actions : undefined}
      footer={screens.sm ? undefined : actions}
      width={screens.md ? 880 : '100%'}
      closable={false}
      maskClosable={false}
      keyboard={!previewing}
      onClose={requestClose}
      destroyOnHidden
      styles={{ body: { padding: screens.sm ? 24 : 16 }, footer: { padding: '8px 16px' } }}
    >
      {editor.loaded.isError && !draft ? (
        <Result
          status="warning"
          title={t('loadFailed')}
          extra={<Button onClick={() => void editor.loaded.refetch()}>{t('retry')}</Button>}
        />
      ) : !draft ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : previewing ? (
        <ProcedurePreview steps={draft.questions} />
      ) : (
        <>
          {editor.serverMessage && (
            <Alert
              type="error"
              showIcon
              style={{ marginBottom: 16 }}
              message={editor.serverMessage}
              description={
                editor.serverErrors.length > 0
                  ? problemSummary(editor.serverErrors, 10).map((line) => <div key={line}>{line}</div>)
                  : undefined
              }
            />
          )}
          <ProcedureDetails view={view} editor={editor} />
        </>
      )}
    </Drawer>
  );
}
