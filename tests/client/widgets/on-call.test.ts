import { describe, expect, it } from 'vitest';
import {
  contactLabel,
  contactOptions,
  NOT_A_CONTACT_LABEL,
} from '../../../src/client/widgets/on-call/contact-options.ts';
import { recordIdOf } from '../../../src/client/widgets/on-call/record-id.ts';

const avery = { id: 'a', name: 'Avery Admin', positionName: 'Administrator', phoneNumber: null };
const nobody = { id: 'n', name: 'Norole Person', positionName: null, phoneNumber: '(217) 555-0101' };

describe('the on-call person choices', () => {
  it('labels a contact with their role when they have one', () => {
    expect(contactLabel(avery)).toBe('Avery Admin (Administrator)');
    expect(contactLabel(nobody)).toBe('Norole Person');
  });

  it("offers the property's contacts in the server's order", () => {
    expect(contactOptions([avery, nobody], null)).toEqual([
      { value: 'a', label: 'Avery Admin (Administrator)' },
      { value: 'n', label: 'Norole Person' },
    ]);
    expect(contactOptions([avery, nobody], 'n')).toHaveLength(2);
  });

  it('keeps a chosen person who is no longer a contact visible, marked, first', () => {
    expect(contactOptions([avery], 'gone')).toEqual([
      { value: 'gone', label: NOT_A_CONTACT_LABEL },
      { value: 'a', label: 'Avery Admin (Administrator)' },
    ]);
  });
});

describe('recordIdOf', () => {
  it("reads the saved record's id from the form's data", () => {
    expect(recordIdOf({ id: 'p-1', name: 'Lakeview' })).toBe('p-1');
  });

  it.each([undefined, null, {}, { id: '' }, { id: 42 }])('has no id in %j', (formData) => {
    expect(recordIdOf(formData)).toBeUndefined();
  });
});
