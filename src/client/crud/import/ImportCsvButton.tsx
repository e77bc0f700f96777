import { UploadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import type { ImportResource } from '../../../domain/import/resources.ts';
import { csvImportText } from '../../i18n/en/csv-import.ts';
import { useText } from '../../i18n/language.ts';
import { useSession } from '../../session/session-context.ts';
import { mayImport } from './import-endpoints.ts';

// The modal reads CSV with papaparse: its own chunk, fetched the first time it opens.
const ImportModal = lazy(() => import('./ImportModal.tsx'));

/** 'Import CSV' beside 'Download CSV', for those who may save the list's records; opens the import modal. */
export function ImportCsvButton({ resource, listResource }: { resource: ImportResource; listResource: string }) {
  const { permissions, features } = useSession();
  const [open, setOpen] = useState(false);
  const t = useText(csvImportText);
  if (!mayImport({ permissions, features }, resource)) return null;
  return (
    <>
      <Button icon={<UploadOutlined />} onClick={() => setOpen(true)}>
        {t('importCsv')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ImportModal resource={resource} listResource={listResource} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
