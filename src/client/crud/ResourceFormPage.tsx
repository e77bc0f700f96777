import { useOne } from '@refinedev/core';
import { Button } from 'antd';
import { lazy, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { resourceNamed } from '../../../resources.config.ts';
import { crudText } from '../i18n/en/crud.ts';
import { useText } from '../i18n/language.ts';
import type { PageFormDefinition, ResourceDefinition, ResourceRecord } from '../resources/definition.ts';
import { FormPageBody, FormPageFailed, FormPageFrame, FormPageLoading } from './FormPageFrame.tsx';
import { fillTemplate } from './text-template.ts';
import { useSaveRecord } from './use-save-record.ts';
import { useUnsavedWarning } from './use-unsaved-warning.ts';

// RJSF is heavy: the form is its own chunk (shared with the modal form).
const SchemaForm = lazy(() => import('./SchemaForm.tsx'));

/** The page form's settings, also for a resource declared with a modal (opened on a page anyway). */
function pageForm(definition: ResourceDefinition): Omit<PageFormDefinition, 'route' | 'pageTitle'> {
  const { form } = definition;
  if (form.kind === 'page') return form;
  return { kind: 'page', newId: 'new', createTitle: form.createTitle, editTitle: form.editTitle, width: form.width };
}

/**
 * The create/edit page of a resource whose form is `kind: 'page'` (users, properties, property
 * groups): route ':id' is a record id, or the definition's `newId` for a new record. Close goes
 * back to the list; Save (disabled while invalid) shows the resource's toast and goes back to the
 * list; a refused save stays, with the server's field errors on the fields or its failureReason
 * as a 4-second error toast. Until the record, the form's code and its selects' choices have
 * arrived the card shows a skeleton (FormPageLoading, FormPageBody).
 */
export function ResourceFormPage({ name }: { name: string }) {
  const { id = '' } = useParams();
  // Another id (another record, or 'new' after saving one) is a fresh page: no state carried over.
  return <RecordFormPage key={`${name}:${id}`} name={name} id={id} />;
}

function RecordFormPage({ name, id }: { name: string; id: string }) {
  const definition = resourceNamed(name);
  const form = pageForm(definition);
  const isNew = id === form.newId;
  const navigate = useNavigate();
  const t = useText(crudText);
  const { save, saving, serverErrors } = useSaveRecord(definition);
  const unsaved = useUnsavedWarning();
  const one = useOne<ResourceRecord>({
    resource: name,
    id,
    queryOptions: { enabled: !isNew && id !== '', gcTime: 0 },
    // The HTTP client's global handler already toasts failures in the spec's words.
    errorNotification: false,
  });
  const loaded = one.result;
  const initialData = useMemo<ResourceRecord | undefined>(
    () => (isNew ? (definition.newRecord() as ResourceRecord) : loaded),
    [isNew, definition, loaded],
  );
  const [liveData, setLiveData] = useState<ResourceRecord | undefined>(undefined);
  const [headerSlot, setHeaderSlot] = useState<HTMLElement | null>(null);
  const template = (isNew ? form.createTitle : form.editTitle) ?? definition.label;
  const title = fillTemplate(template, liveData ?? initialData);
  const close = () => navigate(definition.route);

  if (!initialData) {
    if (one.query.isError) {
      return (
        <FormPageFailed
          title={fillTemplate(template, undefined)}
          extra={<Button onClick={close}>{t('close')}</Button>}
        />
      );
    }
    return <FormPageLoading title={fillTemplate(template, undefined)} width={form.width} />;
  }

  const resource =
    isNew && definition.newRecordUiSchema ? { ...definition, uiSchema: definition.newRecordUiSchema } : definition;
  return (
    <FormPageFrame title={title} width={form.width} extra={form.actionsInHeader && <div ref={setHeaderSlot} />}>
      <FormPageBody uiSchema={resource.uiSchema}>
        <SchemaForm
          resource={resource}
          initialData={initialData}
          serverErrors={serverErrors}
          saving={saving}
          stickyActions={!form.actionsInHeader}
          actionsSlot={form.actionsInHeader ? headerSlot : undefined}
          cancelLabel={form.cancelLabel ?? t('close')}
          onCancel={close}
          onDataChange={(data, byUser) => {
            setLiveData(data);
            unsaved.changed(byUser);
          }}
          onSubmit={async (data) => {
            if (!(await save(data))) return;
            unsaved.saved();
            close();
          }}
        />
      </FormPageBody>
    </FormPageFrame>
  );
}
