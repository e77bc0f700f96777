import { describe, expect, it } from 'vitest';
import {
  decodeJwtPayload,
  EXPIRING_SOON_S,
  formatDuration,
  tokenCountdown,
  tokenExpiresAtS,
} from '../../../src/client/rules/token-expiry.ts';

const NOW = 1_700_000_000_000;
const NOW_S = NOW / 1000;

function base64Url(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64url');
}

/** An unsigned JWT with the given payload (the client never verifies; the server does). */
function jwt(payload: unknown): string {
  return `${base64Url(JSON.stringify({ alg: 'RS256', typ: 'at+jwt' }))}.${base64Url(JSON.stringify(payload))}.sig`;
}

describe('decodeJwtPayload', () => {
  it('reads the payload, including non-ASCII text', () => {
    expect(decodeJwtPayload(jwt({ sub: 'a', name: 'Zoë Ångström', exp: 5 }))).toEqual({
      sub: 'a',
      name: 'Zoë Ångström',
      exp: 5,
    });
  });

  it.each([
    ['null', null],
    ['empty', ''],
    ['opaque', 'abc123'],
    ['two parts', 'a.b'],
    ['bad base64 JSON', 'a.%%%.c'],
    ['not JSON', `a.${base64Url('not json')}.c`],
    ['a JSON array', `a.${base64Url('[1,2]')}.c`],
  ])('returns null for %s', (_label, token) => {
    expect(decodeJwtPayload(token)).toBeNull();
  });

  it('tokenExpiresAtS needs a numeric exp', () => {
    expect(tokenExpiresAtS(jwt({ exp: 123 }))).toBe(123);
    expect(tokenExpiresAtS(jwt({ exp: '123' }))).toBeNull();
    expect(tokenExpiresAtS(jwt({ sub: 'x' }))).toBeNull();
  });
});

describe('tokenCountdown (/authinfo)', () => {
  it("shows 'Error parsing token' for an undecodable token", () => {
    expect(tokenCountdown('not-a-jwt', NOW)).toEqual({ state: 'error', label: 'Error parsing token' });
    expect(tokenCountdown(jwt({ sub: 'no exp' }), NOW)).toEqual({ state: 'error', label: 'Error parsing token' });
  });

  it.each([
    [-100, 'expired'],
    [-0.5, 'expired'],
    [0, 'expired'],
    [0.5, 'expired'],
    [1, 'expiring'],
    [299, 'expiring'],
    [300, 'valid'],
    [301, 'valid'],
    [3600, 'valid'],
  ])('%s s left → %s', (remaining, state) => {
    expect(tokenCountdown(jwt({ exp: NOW_S + remaining }), NOW).state).toBe(state);
  });

  it("labels an expired token 'Expired'", () => {
    expect(tokenCountdown(jwt({ exp: NOW_S - 1 }), NOW)).toEqual({ state: 'expired', label: 'Expired' });
  });

  it('counts whole seconds down as time passes', () => {
    const token = jwt({ exp: NOW_S + 301 });
    expect(tokenCountdown(token, NOW)).toEqual({ state: 'valid', secondsLeft: 301, label: '5m 01s' });
    expect(tokenCountdown(token, NOW + 1000)).toEqual({ state: 'valid', secondsLeft: 300, label: '5m 00s' });
    expect(tokenCountdown(token, NOW + 2000)).toEqual({ state: 'expiring', secondsLeft: 299, label: '4m 59s' });
  });

  it('uses the 300 s threshold of the spec', () => {
    expect(EXPIRING_SOON_S).toBe(300);
  });
});

describe('formatDuration', () => {
  it.each([
    [0, '0s'],
    [45, '45s'],
    [60, '1m 00s'],
    [245, '4m 05s'],
    [3600, '1h 00m 00s'],
    [3723, '1h 02m 03s'],
  ])('%s → %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });
});
