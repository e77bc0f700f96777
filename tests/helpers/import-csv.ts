import Papa from 'papaparse';
import { expect } from 'vitest';
import { type ImportReply, importEndpoints } from '../../schemas/import.ts';
import { endpointUrl } from './endpoint-call.ts';
import { injectUpload, type Part } from './multipart.ts';
import type { TestApp } from './test-app.ts';

/** The import endpoints by the name the tests use. */
export type ImportName = keyof typeof importEndpoints;

/** CSV text of rows (the first the header), as a spreadsheet writes it. */
export function csvOf(rows: readonly (readonly string[])[]): string {
  return `${Papa.unparse(rows as string[][], { newline: '\r\n' })}\r\n`;
}

export interface ImportCall {
  token: string;
  companyId: string;
  dryRun?: boolean;
  /** Sent as the JSON field `mapping`. */
  mapping?: Record<string, string | null>;
  fileName?: string;
  /** Raw fields instead (a test of the fields' validation). */
  fields?: Part[];
}

/** POST /import/{resource} through app.inject: the fields, then the file (text is sent as UTF-8). */
export function postImport(t: TestApp, name: ImportName, file: string | Uint8Array, call: ImportCall) {
  const content = typeof file === 'string' ? Buffer.from(file, 'utf8') : Buffer.from(file);
  const fields: Part[] = call.fields ?? [
    { field: 'dryRun', value: String(call.dryRun ?? false) },
    ...(call.mapping ? [{ field: 'mapping', value: JSON.stringify(call.mapping) }] : []),
  ];
  const parts: Part[] = [
    ...fields,
    { field: 'file', fileName: call.fileName ?? `${name}.csv`, content, type: 'text/csv' },
  ];
  return injectUpload(t.app, endpointUrl(importEndpoints[name], call.companyId), parts, call.token);
}

/** An import that must answer 200: its reply. */
export async function importOk(
  t: TestApp,
  name: ImportName,
  file: string | Uint8Array,
  call: ImportCall,
): Promise<ImportReply> {
  const response = await postImport(t, name, file, call);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ImportReply;
}
