import type { User } from 'oidc-client-ts';
import { describe, expect, it } from 'vitest';
import { loadToken, tokenProblem } from '../../../src/client/pages/authinfo/token-load.ts';

describe('the token page /authinfo (spec 000 §2, §8)', () => {
  it("says 'Error loading token' with the message when the token cannot be read", async () => {
    const load = await loadToken(async () => {
      throw new Error('storage is blocked');
    });
    expect(tokenProblem(load)).toEqual({
      type: 'error',
      message: 'Error loading token',
      description: 'storage is blocked',
    });
  });

  it("says 'Unknown error' when the failure carries no message", async () => {
    const load = await loadToken(() => Promise.reject('no reason given'));
    expect(tokenProblem(load)).toEqual({ type: 'error', message: 'Unknown error' });
  });

  it('says the visitor is not authenticated when there is no token', async () => {
    expect(tokenProblem(await loadToken(async () => null))).toEqual({
      type: 'info',
      message: 'You are not authenticated. Please log in to view authentication information.',
    });
  });

  it('shows the token when there is one', async () => {
    const user = { access_token: 'a.b.c' } as User;
    expect(tokenProblem(await loadToken(async () => user))).toBeNull();
    expect(tokenProblem({ kind: 'loading' })).toBeNull();
  });
});
