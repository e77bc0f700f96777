import type { UiSchema } from '@rjsf/utils';
import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { useCompanyId } from '../session/session-context.ts';
import { recordSelectOptions } from '../widgets/record-select/options.ts';
import { STATES_SOURCE } from '../widgets/us-state/options.ts';
import { companyRowsQuery, type RowsSource } from '../widgets/use-company-rows.ts';

/** The source a field's widget reads its choices from, or null (no widget of ours that reads a list). */
function sourceOf(field: Record<string, unknown>): RowsSource | null {
  switch (field['ui:widget']) {
    case 'recordSelect': {
      const settings = recordSelectOptions((field['ui:options'] ?? {}) as Record<string, unknown>);
      return settings && { endpoint: settings.endpoint, query: settings.query, paged: !settings.unpaged };
    }
    case 'usState':
      return STATES_SOURCE;
    default:
      return null;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The lists a form's selects read their choices from (record selects, US states), found in its
 * uiSchema, nested fields included, each once. A field drawn by a widget without a list (or
 * hidden) needs none; pickers that search the server as one types (the policy's properties)
 * have no list to wait for.
 */
export function formChoiceSources(uiSchema: UiSchema | undefined): RowsSource[] {
  const sources = new Map<string, RowsSource>();
  const visit = (node: Record<string, unknown>) => {
    const source = sourceOf(node);
    if (source) sources.set(JSON.stringify([source.endpoint.path, source.query ?? {}, source.paged]), source);
    for (const [key, child] of Object.entries(node)) {
      if (!key.startsWith('ui:') && isObject(child)) visit(child);
    }
  };
  if (uiSchema) visit(uiSchema);
  return [...sources.values()];
}

/**
 * True once every list the form's selects need has been read (or has failed: the select then
 * says so itself), through the very queries the widgets read, so they open with their choices.
 * Once true it stays true: a failed list is read again when its select mounts (and when it is
 * opened), which puts the query back to pending; the form must not fall back to the skeleton
 * then (that would unmount the select and start over, without end).
 */
export function useFormChoicesReady(uiSchema: UiSchema | undefined): boolean {
  const companyId = useCompanyId();
  const queries = useQueries({
    queries: formChoiceSources(uiSchema).map((source) => companyRowsQuery(companyId, source)),
  });
  const arrived = queries.every((query) => !query.isLoading);
  const [ready, setReady] = useState(arrived);
  if (arrived && !ready) setReady(true);
  return ready || arrived;
}
