import { describe, expect, it } from 'vitest';
import {
  formatPhoneAsTyped,
  isUsPhoneFormat,
  isValidUsPhone,
  normalizeUsPhone,
  PHONE_PLACEHOLDER,
  phoneErrorMessage,
  SCHEMA_FORMATS,
  toE164,
  US_PHONE_FORMAT,
} from '../../../src/domain/common/phone.ts';
import { validationMessage } from '../../../src/domain/common/validation-messages.ts';

describe('isValidUsPhone (spec 000 §5: US numbers)', () => {
  it.each([
    '(217) 555-0101',
    '217-555-0101',
    '217.555.0101',
    '2175550101',
    '+1 217 555 0101',
    '1 (217) 555-0101',
    '(212) 555-1234',
    '(800) 555-0199',
    '(787) 555-0101', // Puerto Rico
    '(217) 555-0101 x12',
  ])('accepts %j', (value) => {
    expect(isValidUsPhone(value)).toBe(true);
  });

  it.each([
    ['a fictional area code', '(555) 555-5555'],
    ['an area code starting with 1', '123-456-7890'],
    ['too few digits', '217 555 010'],
    ['too many digits', '217 555 01011'],
    ['letters', 'call me'],
    ['a UK number', '+44 20 7946 0958'],
    ['a Canadian number', '+1 416 555 0101'],
    ['nothing', ''],
    ['spaces', '   '],
    ['an absurdly long text', `217${'5'.repeat(60)}`],
  ])('refuses %s', (_what, value) => {
    expect(isValidUsPhone(value)).toBe(false);
  });
});

describe("the 'us-phone' schema format", () => {
  it('lets empty text through (required-ness is the schema’s) and checks everything else', () => {
    expect(US_PHONE_FORMAT).toBe('us-phone');
    expect(SCHEMA_FORMATS[US_PHONE_FORMAT]).toBe(isUsPhoneFormat);
    expect(isUsPhoneFormat('')).toBe(true);
    expect(isUsPhoneFormat('  ')).toBe(true);
    expect(isUsPhoneFormat('(217) 555-0101')).toBe(true);
    expect(isUsPhoneFormat('555')).toBe(false);
  });

  it("words the failure exactly '{value} is not a valid phone number', on both sides", () => {
    expect(phoneErrorMessage('555')).toBe('555 is not a valid phone number');
    expect(validationMessage('format', { format: 'us-phone', value: '(555) 555-5555' })).toBe(
      '(555) 555-5555 is not a valid phone number',
    );
    expect(validationMessage('format', { format: 'email' })).toBe('must be a valid e-mail address');
  });
});

describe('normalisation for storage and display', () => {
  it.each([
    ['2175550101', '(217) 555-0101'],
    ['+1 217 555 0101', '(217) 555-0101'],
    ['217.555.0101', '(217) 555-0101'],
    [' (217) 555-0101 ', '(217) 555-0101'],
    ['217-555-0101 x12', '(217) 555-0101 ext. 12'],
    ['not a phone ', 'not a phone'],
  ])('%j -> %j', (input, stored) => {
    expect(normalizeUsPhone(input)).toBe(stored);
  });

  it('gives E.164 for valid numbers only', () => {
    expect(toE164('(217) 555-0101')).toBe('+12175550101');
    expect(toE164('555')).toBeNull();
  });
});

describe('formatPhoneAsTyped', () => {
  it('formats while the text grows', () => {
    expect(formatPhoneAsTyped('', '2')).toBe('2');
    expect(formatPhoneAsTyped('217', '2175')).toBe('(217) 5');
    expect(formatPhoneAsTyped('(217) 555-010', '(217) 555-0101')).toBe('(217) 555-0101');
    expect(formatPhoneAsTyped('', '2175550101')).toBe('(217) 555-0101');
  });

  it('leaves deletions alone, so a backspace over a separator sticks', () => {
    expect(formatPhoneAsTyped('(217) 5', '(217) ')).toBe('(217) ');
    expect(formatPhoneAsTyped('(217) ', '(217)')).toBe('(217)');
  });

  it('leaves text with letters to the validation message', () => {
    expect(formatPhoneAsTyped('217555010', '217555010x')).toBe('217555010x');
  });

  it("leaves text that cannot start a US number as typed: '12' is not shown as '1 2' (issue 9, point 16)", () => {
    expect(formatPhoneAsTyped('1', '12')).toBe('12');
    expect(formatPhoneAsTyped('', '12')).toBe('12');
    expect(formatPhoneAsTyped('', '0217')).toBe('0217');
    expect(formatPhoneAsTyped('', '+12175550101')).toBe('+1 217 555 0101');
  });

  it('suggests the US-style placeholder', () => {
    expect(PHONE_PLACEHOLDER).toBe('(555) 555-5555');
  });
});
