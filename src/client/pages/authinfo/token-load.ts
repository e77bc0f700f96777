import type { User } from 'oidc-client-ts';

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

export function tokenProblem(load: TokenLoad): TokenProblem | null {
  if (load.kind === 'failed') {
    return load.message === null
      ? { type: 'error', message: 'Unknown error' }
      : { type: 'error', message: 'Error loading token', description: load.message };
  }
  if (load.kind === 'loaded' && !load.user) {
    return { type: 'info', message: 'You are not authenticated. Please log in to view authentication information.' };
  }
  return null;
}
