import { describe, expect, it } from 'vitest';
import { PERSON_COLUMNS } from '../../../schemas/lists/people.ts';
import { csvColumnsOf } from '../../../src/domain/lists/cell-text.ts';
import { columnTitleIn, csvColumnsIn } from '../../../src/server/http/csv-language.ts';

describe("a CSV export's header row", () => {
  it('write the CSV header in the language asked for, English as declared', () => {
    const columns = csvColumnsOf(PERSON_COLUMNS, true);
    expect(csvColumnsIn('en', columns).map((column) => column.title)).toEqual([
      'Name',
      'Position',
      'Phone #',
      'Email',
      'Sign-in',
      'Archived',
    ]);
    expect(csvColumnsIn('es', columns).map((column) => column.title)).toEqual([
      'Nombre',
      'Puesto',
      'Teléfono',
      'Correo electrónico',
      'Inicio de sesión',
      'Archivado',
    ]);
    // A column without a key (a bespoke CSV) keeps its words.
    expect(columnTitleIn('es', { title: 'Anything' })).toBe('Anything');
  });
});
