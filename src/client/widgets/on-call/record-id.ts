import { useFormData } from '../form-data-context.ts';

/** The id of the record a form's data belongs to; undefined for a record not saved yet. */
export function recordIdOf(formData: unknown): string | undefined {
  const id = (formData as { id?: unknown } | null | undefined)?.id;
  return typeof id === 'string' && id ? id : undefined;
}

/** The saved property's id, from the whole form's data (FormDataContext); undefined for a new one. */
export function useRecordId(): string | undefined {
  return recordIdOf(useFormData());
}
