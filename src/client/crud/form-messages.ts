import type { RJSFValidationError, UiSchema, ValidatorType } from '@rjsf/utils';
import { US_PHONE_FORMAT } from '../../domain/common/phone-text.ts';
import { validationMessage } from '../../domain/common/validation-messages.ts';
import { valueAt } from '../../domain/lists/cell-text.ts';
import type { ResourceRecord } from '../resources/definition.ts';

type FormError = Pick<RJSFValidationError, 'name' | 'params' | 'message' | 'property'>;

/** The value an error is about: RJSF names it by property ('.address.city'), not by value. */
function refusedValue(error: FormError, formData: unknown): unknown {
  if (formData === null || typeof formData !== 'object' || !error.property) return undefined;
  const path = error.property.replace(/^\./, '');
  return path ? valueAt(formData as ResourceRecord, path) : formData;
}

/** The browser's wording for an RJSF error: the same words the server uses (src/domain). */
export function formMessage(error: FormError, formData?: unknown): string {
  const params = { ...((error.params ?? {}) as Record<string, unknown>), value: refusedValue(error, formData) };
  return validationMessage(error.name ?? '', params, error.message);
}

/**
 * The title of the schema field at an RJSF property path ('.address.city'), if it has one: the
 * form's `ui:title` (the title in the app's language, crud/titled-ui-schema.ts) before the schema's.
 */
export function fieldTitle(schema: unknown, property: string | undefined, uiSchema?: UiSchema): string | undefined {
  let node = schema as { title?: unknown; properties?: Record<string, unknown>; items?: unknown } | undefined;
  let ui: UiSchema | undefined = uiSchema;
  for (const part of (property ?? '').split('.').filter(Boolean)) {
    const isItem = /^\d+$/.test(part);
    node = (isItem ? node?.items : node?.properties?.[part]) as typeof node;
    ui = ui?.[isItem ? 'items' : part] as UiSchema | undefined;
  }
  if (!node || node === schema) return undefined;
  const title = ui?.['ui:title'] ?? node.title;
  return typeof title === 'string' ? title : undefined;
}

/**
 * What a field says under it: the field's name first ('Name is required'), except for the phone
 * rule, which quotes the refused value in the spec's words ('12 is not a valid phone number').
 */
export function fieldMessage(error: FormError, formData: unknown, schema: unknown, uiSchema?: UiSchema): string {
  const message = formMessage(error, formData);
  const title = fieldTitle(schema, error.property, uiSchema);
  const quotesValue = error.name === 'format' && (error.params as { format?: unknown })?.format === US_PHONE_FORMAT;
  return title && !quotesValue ? `${title} ${message}` : message;
}

/** Same errors, our wording; `formData` is the data they were found in (the phone rule quotes it). */
export function transformErrors(
  errors: RJSFValidationError[],
  formData?: unknown,
  schema?: unknown,
  uiSchema?: UiSchema,
): RJSFValidationError[] {
  return errors.map((error) => ({ ...error, message: fieldMessage(error, formData, schema, uiSchema) }));
}

/**
 * The validator with our wording built in. RJSF's `transformErrors` prop never sees the data, and
 * the form's own state lags one change behind while RJSF validates; the validator is handed the
 * very data it checks, so its messages can quote the refused value.
 */
export function withFormMessages<T>(validator: ValidatorType<T>): ValidatorType<T> {
  const worded: ValidatorType<T> = Object.create(validator);
  worded.validateFormData = (formData, schema, customValidate, transform, uiSchema) =>
    validator.validateFormData(
      formData,
      schema,
      customValidate,
      (errors, ui) => {
        const ours = transformErrors(errors, formData, schema, uiSchema);
        return transform ? transform(ours, ui) : ours;
      },
      uiSchema,
    );
  return worded;
}
