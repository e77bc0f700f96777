import { isUsPhoneFormat } from '../../../domain/common/phone.ts';
import {
  type Affiliation,
  INVOLVED_PERSON_TYPE,
  type InvolvedPersonType,
  otherAffiliationApplies,
} from '../../../domain/events/involved-person.ts';
import { eventManageText } from '../../i18n/en/event-manage.ts';
import { translate } from '../../i18n/language.ts';
import type { InvolvedPerson, InvolvedPersonInput } from './event-manage-api.ts';

/** What the person modal edits: every field of spec 001 §3 'Involved person', as text inputs hold it. */
export interface PersonDraft {
  id?: string;
  type: InvolvedPersonType;
  firstName: string;
  lastName: string;
  streetAddress1: string;
  city: string;
  state: string | null;
  postalCode: string;
  phoneNumber: string;
  affiliation: Affiliation | null;
  otherAffiliationDescription: string;
  natureOfInvolvement: string;
}

export type PersonField = 'firstName' | 'lastName' | 'phoneNumber';

/** A new person: an involved person unless the witness list asked. */
export function newPersonDraft(type: InvolvedPersonType = INVOLVED_PERSON_TYPE.involved): PersonDraft {
  return {
    type,
    firstName: '',
    lastName: '',
    streetAddress1: '',
    city: '',
    state: null,
    postalCode: '',
    phoneNumber: '',
    affiliation: null,
    otherAffiliationDescription: '',
    natureOfInvolvement: '',
  };
}

export function draftOf(person: InvolvedPerson): PersonDraft {
  return {
    id: person.id,
    type: person.type,
    firstName: person.firstName,
    lastName: person.lastName,
    streetAddress1: person.address.streetAddress1 ?? '',
    city: person.address.city ?? '',
    state: person.address.state,
    postalCode: person.address.postalCode ?? '',
    phoneNumber: person.phoneNumber ?? '',
    affiliation: person.affiliation,
    otherAffiliationDescription: person.otherAffiliationDescription ?? '',
    natureOfInvolvement: person.natureOfInvolvement ?? '',
  };
}

/** The field problems (spec 001 §5), in the language the app speaks: First Name and Last Name required, the phone a US number when given. */
export function personProblems(draft: PersonDraft): Partial<Record<PersonField, string>> {
  const problems: Partial<Record<PersonField, string>> = {};
  if (!draft.firstName.trim()) problems.firstName = translate(eventManageText, 'firstNameRequired');
  if (!draft.lastName.trim()) problems.lastName = translate(eventManageText, 'lastNameRequired');
  if (!isUsPhoneFormat(draft.phoneNumber)) {
    problems.phoneNumber = translate(eventManageText, 'phoneInvalid', { value: draft.phoneNumber.trim() });
  }
  return problems;
}

const orNull = (text: string) => text.trim() || null;

/** The body's involvedPerson: blank text as none; the other-affiliation text only with Other (0). */
export function personBody(draft: PersonDraft): InvolvedPersonInput {
  return {
    ...(draft.id ? { id: draft.id } : {}),
    type: draft.type,
    firstName: draft.firstName.trim(),
    lastName: draft.lastName.trim(),
    address: {
      streetAddress1: orNull(draft.streetAddress1),
      city: orNull(draft.city),
      state: draft.state,
      postalCode: orNull(draft.postalCode),
    },
    phoneNumber: orNull(draft.phoneNumber),
    affiliation: draft.affiliation,
    otherAffiliationDescription: otherAffiliationApplies(draft.affiliation)
      ? orNull(draft.otherAffiliationDescription)
      : null,
    natureOfInvolvement: orNull(draft.natureOfInvolvement),
  };
}
