import { useOne } from '@refinedev/core';
import { Alert, Modal, Skeleton } from 'antd';
import { lazy, Suspense, useMemo } from 'react';
import { crudText } from '../i18n/en/crud.ts';
import { useText } from '../i18n/language.ts';
import type { ResourceDefinition, ResourceRecord } from '../resources/definition.ts';
import { fillTemplate } from './text-template.ts';
import { useSaveRecord } from './use-save-record.ts';

// RJSF is heavy: the form is its own chunk, fetched the first time a form opens.
const SchemaForm = lazy(() => import('./SchemaForm.tsx'));

interface FormModalProps {
  definition: ResourceDefinition;
  /** The row being edited; null for a new record. */
  record: ResourceRecord | null;
  onClose: () => void;
}

/**
 * Create / edit in a modal over the list (the form kind 'modal'). The form edits the list's row,
 * or, with `form.loadRecord`, the record read from the detail path (when a row is not the form's
 * record: it lacks fields, or carries display-only ones).
 */
export function FormModal({ definition, record, onClose }: FormModalProps) {
  const { save, saving, serverErrors } = useSaveRecord(definition);
  const t = useText(crudText);
  const form = definition.form.kind === 'modal' ? definition.form : null;
  const loadRecord = Boolean(form?.loadRecord && record?.id);
  const one = useOne<ResourceRecord>({
    resource: definition.name,
    id: record?.id ?? '',
    queryOptions: { enabled: loadRecord, gcTime: 0 },
    errorNotification: false,
  });
  const initialData = useMemo(
    () => (record ? (loadRecord ? one.result : record) : (definition.newRecord() as ResourceRecord)),
    [record, loadRecord, one.result, definition],
  );
  const resource = useMemo(
    () =>
      record || !definition.newRecordUiSchema ? definition : { ...definition, uiSchema: definition.newRecordUiSchema },
    [record, definition],
  );
  const title = form ? fillTemplate(record ? form.editTitle : form.createTitle, initialData) : definition.label;

  return (
    <Modal open title={title} width={form?.width} footer={null} onCancel={onClose} maskClosable={false} destroyOnHidden>
      {one.query.isError ? (
        <Alert type="error" showIcon message={t('recordNotLoaded')} />
      ) : !initialData ? (
        <Skeleton active />
      ) : (
        <Suspense fallback={<Skeleton active />}>
          <SchemaForm
            resource={resource}
            cancelLabel={form?.cancelLabel}
            initialData={initialData}
            serverErrors={serverErrors}
            saving={saving}
            onSubmit={async (data) => {
              if (await save(data)) onClose();
            }}
            onCancel={onClose}
          />
        </Suspense>
      )}
    </Modal>
  );
}
