import type { FormInstance } from 'antd';
import { ApiError } from '../../api/http.ts';
import { translateApiMessage } from '../../i18n/language.ts';
import { showToast } from '../../session/toasts.ts';

/**
 * A refused create on the Integrations page (a key, a webhook): each field error the form has a
 * field for is shown under that field (`formFieldOf` names it, or null when the form has none);
 * otherwise the reason is a toast.
 */
export function showRefusal<Values>(
  form: FormInstance<Values>,
  error: unknown,
  formFieldOf: (field: string) => keyof Values | null,
): void {
  const refusals = error instanceof ApiError ? (error.body?.validationErrors ?? []) : [];
  const known = refusals.flatMap((each) => {
    const name = formFieldOf(each.field);
    return name === null ? [] : [{ name, errors: [translateApiMessage(each.message)] }];
  });
  if (known.length > 0) {
    form.setFields(known as Parameters<typeof form.setFields>[0]);
    return;
  }
  showToast(
    'error',
    error instanceof ApiError ? translateApiMessage(error.body?.message ?? error.message) : String(error),
  );
}
