import { generateForm } from '@rjsf/antd';
import type { RJSFSchema } from '@rjsf/utils';
import { Alert, Button, Flex } from 'antd';
import { use, useMemo, useState } from 'react';
import { transformErrors } from './form-messages.ts';
import type { ResourceDefinition, ResourceRecord } from './resource-definition.ts';
import { pendingServerErrors, type ServerErrors, toErrorSchema } from './server-errors.ts';
import { validatorFor } from './validation/validators.ts';

/** The antd-themed RJSF form, typed for our records. */
const Form = generateForm<ResourceRecord>();

/** @rjsf/antd's grid: switches and short inputs two to a row, text and groups full width. */
const FORM_CONTEXT = {
  colSpan: { boolean: 12, number: 12, integer: 12, string: 24, object: 24, array: 24 },
  rowGutter: 16,
};

export interface SchemaFormProps {
  resource: Pick<ResourceDefinition, 'name' | 'schema' | 'uiSchema'>;
  initialData: ResourceRecord;
  /** The last refused save, shown on its fields until the user changes them. */
  serverErrors: ServerErrors | null;
  saving: boolean;
  onSubmit: (data: ResourceRecord) => void;
  onCancel: () => void;
}

/**
 * The RJSF form of a resource, with Cancel and Save (disabled while invalid, spec 000 §2).
 * Its own chunk (RJSF is heavy), loaded only when a form opens; it suspends until the
 * resource's precompiled validator has loaded.
 */
export default function SchemaForm({
  resource,
  initialData,
  serverErrors,
  saving,
  onSubmit,
  onCancel,
}: SchemaFormProps) {
  const { schema, uiSchema } = resource;
  // The very object ajv validates on the server; `as const` made it readonly for TypeScript only.
  const rjsfSchema = schema as RJSFSchema;
  // Precompiled at build time: the Content-Security-Policy forbids ajv's run-time compiling.
  const validator = use(validatorFor(resource));
  const [formData, setFormData] = useState<ResourceRecord>(initialData);
  const valid = useMemo(
    () => validator.validateFormData(formData, rjsfSchema).errors.length === 0,
    [validator, formData, rjsfSchema],
  );
  const pending = pendingServerErrors(serverErrors, formData);
  const pendingKey = JSON.stringify(pending);
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by content so RJSF sees a new object only when errors change
  const extraErrors = useMemo(() => toErrorSchema(pending, schema), [pendingKey, schema]);

  return (
    <>
      {serverErrors && serverErrors.fieldErrors.length === 0 && (
        <Alert type="error" showIcon message={serverErrors.message} style={{ marginBottom: 16 }} />
      )}
      <Form
        schema={rjsfSchema}
        uiSchema={uiSchema}
        formData={formData}
        validator={validator}
        formContext={FORM_CONTEXT}
        onChange={(event) => setFormData(event.formData ?? {})}
        onSubmit={(event) => onSubmit(event.formData ?? formData)}
        extraErrors={extraErrors}
        transformErrors={transformErrors}
        liveValidate="onChange"
        showErrorList={false}
        noHtml5Validate
        disabled={saving}
      >
        <Flex justify="end" gap="small">
          <Button onClick={onCancel}>Cancel</Button>
          <Button type="primary" htmlType="submit" disabled={!valid} loading={saving}>
            Save
          </Button>
        </Flex>
      </Form>
    </>
  );
}
