import { useQuery } from '@tanstack/react-query';
import { lazy, useState } from 'react';
import { singletonNamed } from '../../../resources.config.ts';
import { callEndpoint, envelopeOf } from '../api/call-endpoint.ts';
import type { ResourceRecord, SingletonDefinition } from '../resources/definition.ts';
import { useSession } from '../session/session-context.ts';
import { FormPageBody, FormPageFailed, FormPageFrame, FormPageLoading } from './FormPageFrame.tsx';
import { fillTemplate } from './text-template.ts';
import { singletonQueryKey, useSaveSingleton } from './use-save-record.ts';
import { useUnsavedWarning } from './use-unsaved-warning.ts';

const SchemaForm = lazy(() => import('./SchemaForm.tsx'));

/** The singleton's record (under its detail endpoint's envelope key, when it has one). */
async function readSingleton(definition: SingletonDefinition, signal: AbortSignal): Promise<ResourceRecord> {
  const { detail } = definition.api;
  const record = envelopeOf(detail, await callEndpoint(detail, { signal }));
  return (record && typeof record === 'object' ? record : {}) as ResourceRecord;
}

/**
 * The page of a singleton (Company Details at /company): loads the company's one record, edits
 * it with the resource's schema, and saves it with the resource's toast, staying on the page.
 */
export function ResourceSingletonPage({ name }: { name: string }) {
  const definition = singletonNamed(name);
  const companyId = useSession().currentCompany?.companyId;
  const { save, saving, serverErrors } = useSaveSingleton(definition, companyId);
  const unsaved = useUnsavedWarning();
  const record = useQuery({
    queryKey: singletonQueryKey(name, companyId),
    queryFn: ({ signal }) => readSingleton(definition, signal),
    enabled: Boolean(companyId),
  });
  const [liveData, setLiveData] = useState<ResourceRecord | undefined>(undefined);
  const template = definition.form.title ?? definition.label;
  const width = definition.form.width;

  if (!record.data) {
    if (record.isError) return <FormPageFailed title={fillTemplate(template, undefined)} />;
    return <FormPageLoading title={fillTemplate(template, undefined)} width={width} />;
  }

  return (
    <FormPageFrame title={fillTemplate(template, liveData ?? record.data)} width={width}>
      <FormPageBody uiSchema={definition.uiSchema}>
        <SchemaForm
          // Another company is another record; a refetch after saving keeps what is on screen.
          key={companyId}
          resource={definition}
          initialData={record.data}
          serverErrors={serverErrors}
          saving={saving}
          stickyActions
          onDataChange={(data, byUser) => {
            setLiveData(data);
            unsaved.changed(byUser);
          }}
          onSubmit={async (data) => {
            if (await save(data)) unsaved.saved();
          }}
        />
      </FormPageBody>
    </FormPageFrame>
  );
}
