import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../../../src/client/i18n/language.ts';
import { fieldProblemText, problemSummary } from '../../../../src/client/pages/procedures/problem-text.ts';
import { resultOptions, stepNumbersText } from '../../../../src/client/pages/procedures/procedure-draft.ts';
import { viewOfCv } from '../../../../src/client/pages/procedures/procedure-views.ts';
import { GOTO_ITSELF, REQUIRED } from '../../../../src/domain/procedures/procedure-validity.ts';
import { step } from '../../../helpers/procedure-fixtures.ts';

/** The editor's words follow the app's language when read; each test ends in English. */
afterEach(async () => {
  await setLanguage('en');
});

describe('the procedure editor in Spanish', () => {
  it('says the form’s problems, the views and the results in Spanish', async () => {
    await setLanguage('es');
    expect(
      problemSummary([
        { field: 'questions.1.text', message: REQUIRED },
        { field: 'questions.0.yesResult', message: GOTO_ITSELF },
      ]),
    ).toEqual(['Texto del paso 2: dato obligatorio', 'Resultado del paso 1: no puede llevar al mismo paso']);
    expect(fieldProblemText('Nombre', 'a reason from the server')).toBe('Nombre: a reason from the server');
    expect(viewOfCv('2')?.editorTitle).toBe('Pasos de la tarea / inspección');
    expect(stepNumbersText([2, 4, 5])).toBe('Pasos 2, 4 y 5');
    const options = resultOptions([step('a', { text: '' }), step('b', { text: 'Cerrar la llave' })], 0);
    expect(options.map((option) => option.label)).toEqual(['Fin del procedimiento', 'Ir al paso 2: Cerrar la llave']);
  });

  it('goes back to English', () => {
    expect(viewOfCv('2')?.editorTitle).toBe('Task / Inspection Steps');
    expect(fieldProblemText('Step text', REQUIRED)).toBe('Step text is required');
  });
});
