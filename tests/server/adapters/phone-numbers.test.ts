import { describe, expect, it } from 'vitest';
import {
  EmbeddedPhoneNumberProvider,
  fictionalNumbers,
  firstFreeNumber,
  friendlyUsNumber,
  isAreaCode,
} from '../../../src/server/adapters/phone-numbers/embedded.ts';
import { createPhoneNumberProvider, PHONE_NUMBER_PROVIDERS } from '../../../src/server/adapters/phone-numbers/index.ts';

describe('the embedded on-call number allocator', () => {
  it('offers the 100 fictional numbers +1 AAA 555-0100 … 555-0199 of an area code, in order', () => {
    const numbers = fictionalNumbers('217');
    expect(numbers).toHaveLength(100);
    expect(numbers[0]).toBe('+12175550100');
    expect(numbers[42]).toBe('+12175550142');
    expect(numbers[99]).toBe('+12175550199');
    expect(new Set(numbers).size).toBe(100);
    for (const number of numbers) expect(number).toMatch(/^\+121755501\d\d$/);
  });

  it.each(['', '12', '2170', '017', '117', 'abc'])('refuses %j as an area code', (areaCode) => {
    expect(isAreaCode(areaCode)).toBe(false);
    expect(() => fictionalNumbers(areaCode)).toThrow(/area code/);
  });

  it('picks the lowest number not taken, skipping gaps', () => {
    expect(firstFreeNumber('312', new Set())).toEqual({ e164: '+13125550100', friendly: '(312) 555-0100' });
    const taken = new Set(['+13125550100', '+13125550101', '+13125550103']);
    expect(firstFreeNumber('312', taken)).toEqual({ e164: '+13125550102', friendly: '(312) 555-0102' });
    // Numbers of other area codes do not count.
    expect(firstFreeNumber('618', taken)?.e164).toBe('+16185550100');
  });

  it('answers null when all 100 numbers of the area code are taken', () => {
    expect(firstFreeNumber('309', new Set(fictionalNumbers('309')))).toBeNull();
    const allButLast = new Set(fictionalNumbers('309').slice(0, 99));
    expect(firstFreeNumber('309', allButLast)?.friendly).toBe('(309) 555-0199');
  });

  it('spells E.164 numbers the friendly US way', () => {
    expect(friendlyUsNumber('+12175550142')).toBe('(217) 555-0142');
    expect(friendlyUsNumber('+442071234567')).toBe('+442071234567');
  });

  it('asks which candidates are in use and offers the first free one', async () => {
    const asked: (readonly string[])[] = [];
    const provider = new EmbeddedPhoneNumberProvider();
    const number = await provider.provision({
      areaCode: '815',
      inUse: async (candidates) => {
        asked.push(candidates);
        return new Set(['+18155550100']);
      },
    });
    expect(asked).toEqual([fictionalNumbers('815')]);
    expect(number).toEqual({ e164: '+18155550101', friendly: '(815) 555-0101' });
    await expect(provider.release(number!)).resolves.toBeUndefined();
  });
});

describe('provider selection (PHONE_NUMBER_PROVIDER)', () => {
  it('knows the embedded provider by name', () => {
    expect(PHONE_NUMBER_PROVIDERS).toContain('embedded');
    expect(createPhoneNumberProvider('embedded').name).toBe('embedded');
  });

  it('refuses an unknown provider, naming the known ones', () => {
    expect(() => createPhoneNumberProvider('carrier-pigeon')).toThrow(/carrier-pigeon.*embedded/);
  });
});
