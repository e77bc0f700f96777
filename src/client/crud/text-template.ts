import { valueAt } from '../../domain/lists/cell-text.ts';
import type { ResourceRecord } from '../resources/definition.ts';

/**
 * Fills '{field}' placeholders from a record: 'Property Group: {name}' -> 'Property Group: Maple'.
 * Dotted paths work ('{address.city}'); a missing or non-text value becomes ''.
 */
export function fillTemplate(template: string, record: ResourceRecord | null | undefined): string {
  return template.replace(/\{([\w.]+)\}/g, (_all, path: string) => {
    const value = record ? valueAt(record, path) : undefined;
    return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  });
}

/** The success toast of a save: a template filled from the saved record, or the definition's function. */
export function savedMessage(saved: string | ((record: ResourceRecord) => string), record: ResourceRecord): string {
  return typeof saved === 'function' ? saved(record) : fillTemplate(saved, record);
}
