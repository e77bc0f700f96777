import { generateForm } from '@rjsf/antd';
import type { RJSFSchema } from '@rjsf/utils';
import { Alert, Button, Flex, theme } from 'antd';
import { type CSSProperties, use, useId, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { crudText } from '../i18n/en/crud.ts';
import { useLanguage, useText } from '../i18n/language.ts';
import type { AnyResourceDefinition, ResourceRecord } from '../resources/definition.ts';
import { FormDataContext } from '../widgets/form-data-context.ts';
import { FIELD_NAMES, FIELDS, TEMPLATES, WIDGET_NAMES, WIDGETS } from '../widgets/registry.ts';
import { pendingServerErrors, type ServerErrors, toErrorSchema } from './server-errors.ts';
import { fieldsInError, shownFormErrors } from './shown-errors.ts';
import { titledUiSchema } from './titled-ui-schema.ts';
import { validatorFor } from './validation/validators.ts';

/** The antd-themed RJSF form, typed for our records. */
const Form = generateForm<ResourceRecord>();

/**
 * @rjsf/antd's grid: switches and short inputs two to a row, text and groups full width. The
 * template looks a field's span up by its ui:widget or ui:field name before its type, so every
 * name a uiSchema may use needs one (an unknown name would shrink to its content): our widgets and
 * fields full width, unless listed as short.
 */
const SHORT_WIDGETS = [
  'phone',
  'currency',
  'usState',
  'recordSelect',
  'switch',
  'checkbox',
  'updown',
  'onCallPerson',
  'calendarDate',
];
const FORM_CONTEXT = {
  colSpan: {
    ...Object.fromEntries([...WIDGET_NAMES, ...FIELD_NAMES, 'text', 'textarea', 'select', 'radio'].map((n) => [n, 24])),
    ...Object.fromEntries(SHORT_WIDGETS.map((name) => [name, 12])),
    boolean: 12,
    number: 12,
    integer: 12,
    string: 24,
    object: 24,
    array: 24,
  },
  rowGutter: 16,
};

export interface SchemaFormProps {
  resource: Pick<AnyResourceDefinition, 'name' | 'schema' | 'uiSchema'>;
  initialData: ResourceRecord;
  /** The last refused save, shown on its fields until the user changes them. */
  serverErrors: ServerErrors | null;
  saving: boolean;
  onSubmit: (data: ResourceRecord) => void;
  /** Closes without saving; no such button when absent (a singleton's page). */
  onCancel?: () => void;
  /** Text of the button that closes the form without saving; 'Cancel' when absent. */
  cancelLabel?: string;
  /**
   * Every change of the data (a page title that names the record follows it); `byUser` is false
   * when RJSF itself filled in defaults.
   */
  onDataChange?: (data: ResourceRecord, byUser: boolean) => void;
  /** On a page: Close and Save stay in view at the bottom of the window while the form scrolls. */
  stickyActions?: boolean;
  /**
   * Where Close and Save are drawn instead of below the form (a page header; null until it is
   * mounted); Save still submits this form.
   */
  actionsSlot?: HTMLElement | null;
  /**
   * Fields that follow others as the user types (the policy's end date a year after its start):
   * the data RJSF hands over on a change, given the data before it, becomes what this returns.
   */
  deriveData?: (previous: ResourceRecord, next: ResourceRecord) => ResourceRecord;
  /** Save also stays disabled while this says no (nothing changed yet, no property chosen). */
  canSave?: (data: ResourceRecord) => boolean;
  /**
   * A saved record opens with the rules it breaks shown at once on their fields (not only once
   * each is left): a policy saved elsewhere without dates says why it cannot be saved.
   */
  showErrorsOnOpen?: boolean;
}

/**
 * The RJSF form of a resource, with Cancel (or Close) and Save (disabled while invalid, spec 000
 * §2), our widgets and fields (src/client/widgets), and the server's refusals on their fields.
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
  cancelLabel,
  onDataChange,
  stickyActions = false,
  actionsSlot,
  deriveData,
  canSave,
  showErrorsOnOpen = false,
}: SchemaFormProps) {
  const formId = useId();
  const { name, schema, uiSchema: declaredUiSchema } = resource;
  const { token } = theme.useToken();
  const t = useText(crudText);
  const language = useLanguage();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the titles are read in the language, so a new one re-titles the form
  const uiSchema = useMemo(
    () => titledUiSchema(name, schema, declaredUiSchema),
    [name, schema, declaredUiSchema, language],
  );
  // The very object ajv validates on the server; `as const` made it readonly for TypeScript only.
  const rjsfSchema = schema as RJSFSchema;
  // Precompiled at build time (the Content-Security-Policy forbids ajv's run-time compiling),
  // worded like the server (form-messages.ts).
  const validator = use(validatorFor(resource));
  const [formData, setFormData] = useState<ResourceRecord>(initialData);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() =>
    showErrorsOnOpen
      ? fieldsInError(validator.validateFormData(initialData, rjsfSchema, undefined, undefined, uiSchema).errors)
      : new Set(),
  );
  const touch = (id: string) => !touched.has(id) && setTouched(new Set(touched).add(id));
  const errors = useMemo(
    () => validator.validateFormData(formData, rjsfSchema, undefined, undefined, uiSchema).errors,
    [validator, formData, rjsfSchema, uiSchema],
  );
  const valid = errors.length === 0 && (canSave?.(formData) ?? true);
  // The form's errors on the fields the user has left (all of them once a save was refused),
  // and the server's on fields unchanged since it refused them; RJSF shows both as extraErrors.
  const shown = [
    ...shownFormErrors(errors, touched, serverErrors !== null),
    ...pendingServerErrors(serverErrors, formData),
  ];
  const shownKey = JSON.stringify(shown);
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by content so RJSF sees a new object only when errors change
  const extraErrors = useMemo(() => toErrorSchema(shown, schema), [shownKey, schema]);

  const actionsStyle: CSSProperties | undefined = stickyActions
    ? {
        position: 'sticky',
        bottom: 0,
        zIndex: 2,
        padding: `${token.paddingSM}px 0`,
        background: token.colorBgContainer,
        borderTop: `1px solid ${token.colorBorderSecondary}`,
      }
    : undefined;

  const actions = (
    <Flex justify="end" gap="small" style={actionsSlot ? undefined : actionsStyle}>
      {onCancel && <Button onClick={onCancel}>{cancelLabel ?? t('cancel')}</Button>}
      {/* `form` ties Save to this form also when it is drawn in the page header. */}
      <Button type="primary" htmlType="submit" form={formId} disabled={!valid} loading={saving}>
        {t('save')}
      </Button>
    </Flex>
  );

  return (
    <FormDataContext value={formData}>
      {serverErrors && serverErrors.fieldErrors.length === 0 && (
        <Alert type="error" showIcon message={serverErrors.message} style={{ marginBottom: 16 }} />
      )}
      <Form
        id={formId}
        schema={rjsfSchema}
        uiSchema={uiSchema}
        formData={formData}
        validator={validator}
        widgets={WIDGETS}
        fields={FIELDS}
        templates={TEMPLATES}
        formContext={FORM_CONTEXT}
        onBlur={touch}
        onChange={(event, changedId) => {
          const changed = event.formData ?? {};
          const next = deriveData ? deriveData(formData, changed) : changed;
          setFormData(next);
          onDataChange?.(next, changedId !== undefined);
        }}
        onSubmit={(event) => onSubmit(event.formData ?? formData)}
        extraErrors={extraErrors}
        showErrorList={false}
        noHtml5Validate
        disabled={saving}
      >
        {actionsSlot === undefined ? actions : actionsSlot && createPortal(actions, actionsSlot)}
      </Form>
    </FormDataContext>
  );
}
