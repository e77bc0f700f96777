import { useOne } from '@refinedev/core';
import { Button } from 'antd';
import { lazy, useMemo, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { insurancePolicyEndpoints } from '../../../../schemas/insurance-policy.ts';
import { POLICY_TOAST_SECONDS } from '../../../domain/claims/insurance-policy.ts';
import { callEndpoint } from '../../api/call-endpoint.ts';
import { ApiError } from '../../api/http.ts';
import { FormPageBody, FormPageFailed, FormPageFrame, FormPageLoading } from '../../crud/FormPageFrame.tsx';
import type { ServerErrors } from '../../crud/server-errors.ts';
import { insuranceText } from '../../i18n/en/insurance.ts';
import { useText } from '../../i18n/language.ts';
import type { PageFormDefinition, ResourceRecord } from '../../resources/definition.ts';
import { insurancePoliciesResource, newPolicy, newPolicyUiSchema } from '../../resources/insurance-policies.ts';
import { savedRecordOf } from '../../rules/save-reply.ts';
import { showToast } from '../../session/toasts.ts';
import { INSURANCE_PATHS } from './insurance-paths.ts';
import { policyCanSave, policyFormRecord, withEndDateFollowingStart } from './policy-form-rules.ts';

const SchemaForm = lazy(() => import('../../crud/SchemaForm.tsx'));

const definition = insurancePoliciesResource;

/** /addeditinsurancepolicy/{id?}?propertyId=…: a fresh page per policy (no state carried over). */
export function InsurancePolicyFormPage() {
  const { id = '' } = useParams();
  const [query] = useSearchParams();
  const propertyId = query.get('propertyId') ?? undefined;
  return <PolicyForm key={`${id}:${propertyId ?? ''}`} id={id} propertyId={propertyId} />;
}

/**
 * The Add/Edit Insurance Policy form (spec 002 §2.11, §4, §5, §8) rendered from the resource's
 * schema: Cancel and Save in the header; the end date follows a new start date; Save waits for a
 * valid, changed policy with a property; a refused save keeps the server's field errors on their
 * fields (number, startDate…) and shows its message (4 s); a saved one its toast, then back to
 * where the form was opened from (the property's details, or the list). A stored policy that
 * breaks a rule (the demo one has no dates) opens with each broken rule shown on its field. A skeleton holds the
 * card until the policy and the form's code have arrived (FormPageLoading, FormPageBody).
 */
function PolicyForm({ id, propertyId }: { id: string; propertyId?: string }) {
  const navigate = useNavigate();
  const t = useText(insuranceText);
  const isNew = id === '';
  const one = useOne<ResourceRecord>({
    resource: definition.name,
    id,
    queryOptions: { enabled: !isNew, gcTime: 0 },
    errorNotification: false,
  });
  const initialData = useMemo(
    () => (isNew ? (newPolicy(propertyId) as ResourceRecord) : one.result && policyFormRecord(one.result)),
    [isNew, propertyId, one.result],
  );
  const [saving, setSaving] = useState(false);
  const [serverErrors, setServerErrors] = useState<ServerErrors | null>(null);
  const [headerSlot, setHeaderSlot] = useState<HTMLElement | null>(null);
  const form = definition.form as PageFormDefinition;
  const title = (isNew ? form.createTitle : form.editTitle) ?? definition.label;
  const back = () => navigate(propertyId ? INSURANCE_PATHS.details(propertyId) : INSURANCE_PATHS.policies);

  const save = async (data: ResourceRecord) => {
    setSaving(true);
    setServerErrors(null);
    try {
      const reply = await callEndpoint(insurancePolicyEndpoints.save, { body: data });
      savedRecordOf(reply, insurancePolicyEndpoints.save.envelope, data);
      showToast('success', reply.message || String(definition.messages.saved), POLICY_TOAST_SECONDS.result);
      back();
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        const message = error.body?.message ?? error.message;
        setServerErrors({ message, fieldErrors: error.body?.validationErrors ?? [], submitted: data });
        showToast('error', message, POLICY_TOAST_SECONDS.result);
      }
    } finally {
      setSaving(false);
    }
  };

  if (!initialData) {
    if (one.query.isError)
      return <FormPageFailed title={title} extra={<Button onClick={back}>{t('cancel')}</Button>} />;
    return <FormPageLoading title={title} />;
  }
  const resource = isNew ? { ...definition, uiSchema: newPolicyUiSchema } : definition;
  return (
    <FormPageFrame title={title} extra={<div ref={setHeaderSlot} />}>
      <FormPageBody uiSchema={resource.uiSchema}>
        <SchemaForm
          resource={resource}
          initialData={initialData}
          serverErrors={serverErrors}
          saving={saving}
          actionsSlot={headerSlot}
          cancelLabel={t('cancel')}
          onCancel={back}
          deriveData={withEndDateFollowingStart}
          canSave={(data) => policyCanSave(initialData, data)}
          showErrorsOnOpen={!isNew}
          onSubmit={(data) => void save(data)}
        />
      </FormPageBody>
    </FormPageFrame>
  );
}
