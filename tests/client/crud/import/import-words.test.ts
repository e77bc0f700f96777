import { afterEach, describe, expect, it } from 'vitest';
import type { ImportReply } from '../../../../schemas/import.ts';
import { initialImportState } from '../../../../src/client/crud/import/import-flow.ts';
import {
  checkSummary,
  IMPORT_ERROR_CSV_COLUMNS,
  IMPORT_NOTES,
  importButtonLabel,
  importHeading,
  unchangedNote,
} from '../../../../src/client/crud/import/import-summary.ts';
import { headerOptions, sharedHeaderWarnings } from '../../../../src/client/crud/import/mapping-rows.ts';
import { csvImportText } from '../../../../src/client/i18n/en/csv-import.ts';
import { setLanguage } from '../../../../src/client/i18n/language.ts';
import { IMPORT_RESOURCE_LABELS } from '../../../../src/domain/import/resources.ts';

/** The import modal's words follow the app's language when they are said; each test ends in English. */
afterEach(async () => {
  await setLanguage('en');
});

const reply = (counts: Partial<ImportReply>): ImportReply => ({
  created: 0,
  updated: 0,
  unchanged: 0,
  failed: 0,
  errors: [],
  ...counts,
});

describe('the import modal in the app’s language', () => {
  it('names the lists in English as the import does', () => {
    for (const [resource, label] of Object.entries(IMPORT_RESOURCE_LABELS)) {
      expect(csvImportText.en[`list.${resource}` as keyof typeof csvImportText.en]).toBe(label);
    }
  });

  it('speaks Spanish once chosen, numbers still US', async () => {
    await setLanguage('es');
    expect(importHeading(initialImportState('properties'))).toBe('Elija un archivo');
    expect(checkSummary(reply({ created: 1047, failed: 3 }))).toBe(
      '1,047 por crear, 0 por actualizar, 0 sin cambios, 3 con errores',
    );
    expect(importButtonLabel(reply({ created: 1 }))).toBe('Importar 1 fila');
    expect(importButtonLabel(reply({ created: 40, updated: 7 }))).toBe('Importar 47 filas');
    expect(unchangedNote(reply({ unchanged: 2 }))).toBe('2 filas sin cambios: se dejan como están.');
    expect(IMPORT_NOTES.errorsSkipped).toBe('Las filas con errores no se importan.');
    expect(IMPORT_ERROR_CSV_COLUMNS.map((column) => column.title)).toEqual(['Fila', 'Columna', 'Valor', 'Mensaje']);
    expect(headerOptions(['Name'])[0]?.label).toBe('— no se importa —');
    expect(sharedHeaderWarnings('properties', { propertyNumber: 'Name', name: 'Name' })[0]).toMatch(
      /^La columna 'Name' .* y /,
    );
  });
});
