import { describe, expect, it } from 'vitest';
import {
  afterCallbackPath,
  chooseCompany,
  invitationToken,
  isPasswordlessRequest,
  REMEMBERED_COMPANY_KEY,
  returnTarget,
} from '../../../src/client/session/sign-in.ts';

const acme = { companyId: 'c-acme', companyName: 'Acme Properties' };
const bolt = { companyId: 'c-bolt', companyName: 'Bolt Housing' };

describe('chooseCompany', () => {
  it('zero companies: unrecognized user name', () => {
    expect(chooseCompany([], null)).toEqual({ kind: 'unrecognized' });
    expect(chooseCompany([], 'c-acme')).toEqual({ kind: 'unrecognized' });
  });

  it('exactly one company is selected automatically, whatever is remembered', () => {
    expect(chooseCompany([acme], null)).toEqual({ kind: 'selected', company: acme });
    expect(chooseCompany([acme], 'c-gone')).toEqual({ kind: 'selected', company: acme });
  });

  it('several: the remembered one when still a member', () => {
    expect(chooseCompany([acme, bolt], 'c-bolt')).toEqual({ kind: 'selected', company: bolt });
  });

  it('several: the chooser when nothing or a stale id is remembered', () => {
    expect(chooseCompany([acme, bolt], null)).toEqual({ kind: 'choose', companies: [acme, bolt] });
    expect(chooseCompany([acme, bolt], 'c-gone')).toEqual({ kind: 'choose', companies: [acme, bolt] });
    expect(chooseCompany([acme, bolt], '')).toEqual({ kind: 'choose', companies: [acme, bolt] });
  });

  it('remembers under currentCompanyId', () => {
    expect(REMEMBERED_COMPANY_KEY).toBe('currentCompanyId');
  });
});

describe('sign-in redirect', () => {
  it('returns to the full path with search and hash', () => {
    expect(returnTarget({ pathname: '/eventManage/42/claims', search: '?show=1&x=2', hash: '#top' })).toBe(
      '/eventManage/42/claims?show=1&x=2#top',
    );
  });

  it.each([
    ['?show=1', true],
    ['?show', true],
    ['?a=1&show=', true],
    ['', false],
    ['?shows=1', false],
    ['?SHOW=1', false],
  ])('search %j → passwordless %s', (search, passwordless) => {
    expect(isPasswordlessRequest(search)).toBe(passwordless);
  });
});

describe('invitationToken', () => {
  it.each([
    ['?invitation=abc123', 'abc123'],
    ['?x=1&invitation=tok-EN_9&y=2', 'tok-EN_9'],
    ['?invitation=a%2Bb', 'a+b'],
    ['?invitation=%20abc%20', 'abc'],
  ])('search %j → token %j', (search, token) => {
    expect(invitationToken(search)).toBe(token);
  });

  it.each([[''], ['?'], ['?invitation='], ['?invitation=%20'], ['?invitations=abc'], ['?INVITATION=abc'], ['?show=1']])(
    'search %j carries no invitation',
    (search) => {
      expect(invitationToken(search)).toBeNull();
    },
  );
});

describe('afterCallbackPath', () => {
  it('goes to the saved target', () => {
    expect(afterCallbackPath({ returnTo: '/events?statusType=0#x' })).toBe('/events?statusType=0#x');
  });

  it.each([
    ['no state', undefined],
    ['null state', null],
    ['no returnTo', {}],
    ['non-string', { returnTo: 5 }],
    ['the callback itself', { returnTo: '/callback' }],
    ['the callback with a query', { returnTo: '/callback?code=1&state=2' }],
    ['the callback, other case', { returnTo: '/Callback/' }],
    ['another site', { returnTo: 'https://evil.example/' }],
    ['protocol-relative', { returnTo: '//evil.example/x' }],
  ])('goes to / for %s', (_label, state) => {
    expect(afterCallbackPath(state)).toBe('/');
  });
});
