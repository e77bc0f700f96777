import type { User } from 'oidc-client-ts';
import { authInfoText } from '../../i18n/en/auth-info.ts';
import { translate } from '../../i18n/language.ts';

/** The /authinfo page's read of the stored token. */
export type TokenLoad =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string | null }
  | { kind: 'loaded'; user: User | null };

/** Reads the token; a failure keeps its message (null when it had none to give). */
export async function loadToken(read: () => Promise<User | null>): Promise<TokenLoad> {
  try {
    return { kind: 'loaded', user: await read() };
  } catch (error) {
    return { kind: 'failed', message: error instanceof Error ? error.message : null };
  }
}

/** What the page says instead of the token (spec 000 §2, §8), or null when there is a token to show. */
export interface TokenProblem {
  type: 'error' | 'info';
  message: string;
  description?: string;
}

/** In the app's language when called (the page calls it as it renders). */
export function tokenProblem(load: TokenLoad): TokenProblem | null {
  if (load.kind === 'failed') {
    return load.message === null
      ? { type: 'error', message: translate(authInfoText, 'unknownError') }
      : { type: 'error', message: translate(authInfoText, 'errorLoadingToken'), description: load.message };
  }
  if (load.kind === 'loaded' && !load.user) {
    return { type: 'info', message: translate(authInfoText, 'notAuthenticated') };
  }
  return null;
}
