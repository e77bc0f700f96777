import { describe, expect, it } from 'vitest';
import { apiKeyStatus, endOfDayIso } from '../../../../src/client/pages/integrations/api-key-rows.ts';

describe('an API key in the list', () => {
  const now = new Date('2026-11-28T12:00:00Z');
  it('is revoked once revoked (whatever its expiry), expired once its time has passed, else active', () => {
    expect(apiKeyStatus({ revokedAt: '2026-11-01T00:00:00Z', expiresAt: null }, now)).toBe('revoked');
    expect(apiKeyStatus({ revokedAt: '2026-11-01T00:00:00Z', expiresAt: '2026-10-01T00:00:00Z' }, now)).toBe('revoked');
    expect(apiKeyStatus({ revokedAt: null, expiresAt: '2026-11-28T12:00:00Z' }, now)).toBe('expired');
    expect(apiKeyStatus({ revokedAt: null, expiresAt: '2026-11-28T12:00:01Z' }, now)).toBe('active');
    expect(apiKeyStatus({ revokedAt: null, expiresAt: null }, now)).toBe('active');
  });

  it('expires at the end of the chosen day, where the browser is', () => {
    const iso = endOfDayIso({ year: 2027, month: 0, date: 31 });
    const local = new Date(iso);
    expect([local.getFullYear(), local.getMonth(), local.getDate()]).toEqual([2027, 0, 31]);
    expect([local.getHours(), local.getMinutes(), local.getSeconds()]).toEqual([23, 59, 59]);
  });
});
