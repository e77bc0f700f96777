import { afterEach, describe, expect, it } from 'vitest';
import { resources } from '../../../resources.config.ts';
import { EVENT_CSV_COLUMNS } from '../../../schemas/lists/events.ts';
import { PERSON_COLUMNS } from '../../../schemas/lists/people.ts';
import { columnTitle } from '../../../src/client/crud/column-title.ts';
import { fieldTitle, transformErrors } from '../../../src/client/crud/form-messages.ts';
import { titledUiSchema } from '../../../src/client/crud/titled-ui-schema.ts';
import { columnTitlesText, fieldTitlesText, TITLED_SCHEMAS } from '../../../src/client/i18n/en/setup-titles.ts';
import { setLanguage } from '../../../src/client/i18n/language.ts';
import { DOMAIN_SPANISH } from '../../../src/domain/i18n/es/index.ts';
import { schemaTitles } from '../../../src/domain/i18n/setup-titles.ts';
import { csvColumnsOf, visibleColumns } from '../../../src/domain/lists/cell-text.ts';

/**
 * The schemas' titles in Spanish (src/domain/i18n/setup-titles.ts): every field title of a form's
 * schema and every list column title has its Spanish, so a new field or column without one fails
 * here; the forms and lists show them in the app's language, the CSV header in the requester's.
 */
afterEach(async () => {
  await setLanguage('en');
});

const missing = (english: Record<string, string>, spanish: Record<string, string> | undefined) =>
  Object.keys(english).filter((key) => !spanish?.[key]?.trim());

describe('the setup titles', () => {
  it('give every field title of every form schema in Spanish', () => {
    expect(Object.keys(fieldTitlesText.en).length).toBeGreaterThan(100);
    expect(missing(fieldTitlesText.en, DOMAIN_SPANISH.fieldTitles)).toEqual([]);
  });

  it('give every column title of every list (schemas/lists) in Spanish, and the Archived column', () => {
    expect(columnTitlesText.en.archived).toBe('Archived');
    expect(columnTitlesText.en['people.email']).toBe('Email');
    expect(missing(columnTitlesText.en, DOMAIN_SPANISH.columnTitles)).toEqual([]);
  });

  it("read each declared resource's schema under its name, and key every list column", () => {
    for (const resource of resources) expect(TITLED_SCHEMAS[resource.name], resource.name).toBe(resource.schema);
    const columns = [...resources.flatMap((resource) => resource.list?.columns ?? []), ...EVENT_CSV_COLUMNS];
    expect(columns.filter((column) => !column.titleKey || !(column.titleKey in columnTitlesText.en))).toEqual([]);
  });

  it('walk a schema to its titles by uiSchema path', () => {
    const schema = {
      type: 'object',
      properties: {
        name: { type: 'string', title: 'Name' },
        address: { type: 'object', title: 'Address', properties: { city: { type: 'string', title: 'City' } } },
        list: { type: 'array', items: { type: 'object', title: 'Item', properties: { n: { title: 'N' } } } },
        id: { type: 'string' },
      },
    };
    expect(schemaTitles(schema)).toEqual({
      name: 'Name',
      address: 'Address',
      'address.city': 'City',
      'list.items': 'Item',
      'list.items.n': 'N',
    });
  });

  it("title a form's fields and a list's columns in the app's language", async () => {
    const people = resources.find((resource) => resource.name === 'people');
    if (!people) throw new Error('no people resource');
    const english = titledUiSchema('people', people.schema, people.uiSchema);
    expect((english.firstName as Record<string, unknown>)['ui:title']).toBe('First Name');
    // The declaration's own ui settings stay.
    expect((english.phoneNumber as Record<string, unknown>)['ui:widget']).toBe('phone');
    expect(columnTitle(visibleColumns(PERSON_COLUMNS, true)[5] as { title: string; titleKey?: string })).toBe(
      'Archived',
    );

    await setLanguage('es');
    const spanish = titledUiSchema('people', people.schema, people.uiSchema);
    expect((spanish.firstName as Record<string, unknown>)['ui:title']).toBe('Nombre');
    expect((spanish.positionId as Record<string, unknown>)['ui:placeholder']).toBe('Seleccione un rol');
    expect(people.label).toBe('Usuarios');
    expect(columnTitle(PERSON_COLUMNS.columns[3] as { title: string; titleKey?: string })).toBe('Correo electrónico');
    // A field's message names it in the form's language.
    expect(fieldTitle(people.schema, '.lastName', spanish)).toBe('Apellido');
    const [error] = transformErrors(
      [{ name: 'required', params: { missingProperty: 'lastName' }, property: '.lastName', message: '', stack: '' }],
      {},
      people.schema,
      spanish,
    );
    expect(error?.message?.startsWith('Apellido ')).toBe(true);
  });
});
