import { describe, expect, it } from 'vitest';
import { translateReplyBody } from '../../../src/server/http/api-language.ts';

describe('translateReplyBody', () => {
  it('leaves an English body, and a body that is not an object, as they are', () => {
    const body = { message: 'name is required', validationErrors: [{ field: 'name', message: 'is required' }] };
    expect(translateReplyBody(body, 'en')).toBe(body);
    expect(translateReplyBody('text', 'es')).toBe('text');
    expect(translateReplyBody([{ message: 'is required' }], 'es')).toEqual([{ message: 'is required' }]);
  });

  it("translates an error body's message and field errors, keeping the fields", () => {
    expect(
      translateReplyBody(
        { message: 'name is required', validationErrors: [{ field: 'name', message: 'is required' }] },
        'es',
      ),
    ).toEqual({ message: 'name es obligatorio', validationErrors: [{ field: 'name', message: 'es obligatorio' }] });
  });

  it('makes a message joined from its field errors again from their translations', () => {
    const problems = [
      { field: 'mapping.name', message: "The file has no column 'Title' (chosen for Name)." },
      { field: 'mapping.code', message: 'The file has no Code column (required).' },
    ];
    const body = translateReplyBody(
      { message: problems.map((p) => p.message).join(' '), validationErrors: problems },
      'es',
    );
    expect(body).toEqual({
      message:
        "El archivo no tiene la columna 'Title' (elegida para Name). El archivo no tiene la columna Code (obligatoria).",
      validationErrors: [
        { field: 'mapping.name', message: "El archivo no tiene la columna 'Title' (elegida para Name)." },
        { field: 'mapping.code', message: 'El archivo no tiene la columna Code (obligatoria).' },
      ],
    });
  });

  it("translates a refusal's failureReason, at the top or in data, and an import's row problems", () => {
    expect(translateReplyBody({ success: false, failureReason: 'Name is required.' }, 'es')).toEqual({
      success: false,
      failureReason: 'El nombre es obligatorio.',
    });
    expect(translateReplyBody({ success: true, failureReason: null }, 'es')).toEqual({
      success: true,
      failureReason: null,
    });
    expect(
      translateReplyBody({ data: { success: false, failureReason: 'The chosen folder is archived.' } }, 'es'),
    ).toEqual({
      data: { success: false, failureReason: 'La carpeta elegida está archivada.' },
    });
    expect(
      translateReplyBody(
        { failed: 1, errors: [{ row: 2, field: 'archived', value: 'maybe', message: 'Archived must be yes or no.' }] },
        'es',
      ),
    ).toEqual({
      failed: 1,
      errors: [{ row: 2, field: 'archived', value: 'maybe', message: 'Archived debe ser yes o no.' }],
    });
  });
});
