import type { Translation } from '../../common/catalogue.ts';
import type { involvedPersonText } from '../en/involved-person.ts';

export const involvedPerson: Translation<typeof involvedPersonText> = {
  type1: 'Involucrado',
  type2: 'Testigo',
  formType1: 'Persona involucrada',
  formType2: 'Testigo',
  affiliation0: 'Otra',
  affiliation1: 'Residente',
  affiliation2: 'Visitante',
  affiliation3: 'Transeúnte',
  affiliation4: 'Empleado',
};
