import { describe, expect, it } from 'vitest';
import {
  draftOf,
  newPersonDraft,
  personBody,
  personProblems,
} from '../../../../src/client/pages/event-manage/person-form.ts';

describe('the person modal', () => {
  it('starts blank as an involved person, and asks for both names', () => {
    const draft = newPersonDraft();
    expect(draft.type).toBe(1);
    expect(personProblems(draft)).toEqual({
      firstName: 'First Name is required',
      lastName: 'Last Name is required',
    });
    expect(personProblems({ ...draft, firstName: '  ', lastName: 'Diaz' })).toEqual({
      firstName: 'First Name is required',
    });
  });

  it('takes no phone or a US number, with the product phone message otherwise', () => {
    const named = { ...newPersonDraft(2), firstName: 'Rosa', lastName: 'Diaz' };
    expect(personProblems(named)).toEqual({});
    expect(personProblems({ ...named, phoneNumber: '(217) 555-0101' })).toEqual({});
    expect(personProblems({ ...named, phoneNumber: '555-0101' })).toEqual({
      phoneNumber: '555-0101 is not a valid phone number',
    });
  });

  it('sends blank text as none and the other-affiliation text only with Other', () => {
    const draft = {
      ...newPersonDraft(2),
      firstName: ' Rosa ',
      lastName: 'Diaz',
      city: '  ',
      affiliation: 1 as const,
      otherAffiliationDescription: 'left from before',
    };
    expect(personBody(draft)).toEqual({
      type: 2,
      firstName: 'Rosa',
      lastName: 'Diaz',
      address: { streetAddress1: null, city: null, state: null, postalCode: null },
      phoneNumber: null,
      affiliation: 1,
      otherAffiliationDescription: null,
      natureOfInvolvement: null,
    });
    expect(personBody({ ...draft, affiliation: 0 }).otherAffiliationDescription).toBe('left from before');
  });

  it('edits a saved person with every field, and sends its id back', () => {
    const saved = {
      id: 'p1',
      eventId: 'e1',
      type: 1 as const,
      typeName: 'Involved',
      firstName: 'Sam',
      lastName: 'Lee',
      address: { streetAddress1: '1 Main St', city: 'Springfield', state: 'IL', postalCode: '62701' },
      phoneNumber: '(217) 555-0101',
      affiliation: 0 as const,
      otherAffiliationDescription: 'Courier',
      natureOfInvolvement: 'Slipped',
    };
    const body = personBody(draftOf(saved));
    expect(body).toEqual({
      id: 'p1',
      type: 1,
      firstName: 'Sam',
      lastName: 'Lee',
      address: saved.address,
      phoneNumber: '(217) 555-0101',
      affiliation: 0,
      otherAffiliationDescription: 'Courier',
      natureOfInvolvement: 'Slipped',
    });
  });
});
