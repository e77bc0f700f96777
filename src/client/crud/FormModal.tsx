import { Modal, Skeleton } from 'antd';
import { lazy, Suspense, useMemo } from 'react';
import type { ResourceDefinition, ResourceRecord } from './resource-definition.ts';
import { useSaveRecord } from './use-save-record.ts';

// RJSF is heavy: the form is its own chunk, fetched the first time a form opens.
const SchemaForm = lazy(() => import('./SchemaForm.tsx'));

interface FormModalProps {
  definition: ResourceDefinition;
  /** The row being edited; null for a new record. */
  record: ResourceRecord | null;
  onClose: () => void;
}

/** Create / edit in a modal over the list (the form kind 'modal'). */
export function FormModal({ definition, record, onClose }: FormModalProps) {
  const { save, saving, serverErrors } = useSaveRecord(definition);
  const initialData = useMemo(() => record ?? definition.newRecord(), [record, definition]);
  const form = definition.form.kind === 'modal' ? definition.form : null;

  return (
    <Modal
      open
      title={record ? form?.editTitle : form?.createTitle}
      width={form?.width}
      footer={null}
      onCancel={onClose}
      maskClosable={false}
      destroyOnHidden
    >
      <Suspense fallback={<Skeleton active />}>
        <SchemaForm
          resource={definition}
          initialData={initialData}
          serverErrors={serverErrors}
          saving={saving}
          onSubmit={async (data) => {
            if (await save(data)) onClose();
          }}
          onCancel={onClose}
        />
      </Suspense>
    </Modal>
  );
}
