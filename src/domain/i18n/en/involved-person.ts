import { namespace } from '../../common/catalogue.ts';

/**
 * The people of an event (spec 001 §3 'Involved person'), as domain/events/involved-person.ts
 * words them: the person types (the list's word, and the form's) and the affiliations by value.
 */
export const involvedPersonText = namespace('involvedPerson', {
  type1: 'Involved',
  type2: 'Witness',
  formType1: 'Involved Person',
  formType2: 'Witness',
  affiliation0: 'Other',
  affiliation1: 'Resident',
  affiliation2: 'Visitor',
  affiliation3: 'Bystander',
  affiliation4: 'Employee',
});
