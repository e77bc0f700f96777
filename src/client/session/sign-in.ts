/**
 * Sign-in decisions that need no browser: which company to open after login, where to return
 * after the login redirect, when to use the passwordless variant (spec 000 §1, §2, §3), and the
 * token of an invitation link (issue 22).
 */

export interface CompanySummary {
  companyId: string;
  companyName: string;
}

/** localStorage key under which the current company id is remembered. */
export const REMEMBERED_COMPANY_KEY = 'currentCompanyId';

export type CompanyChoice =
  | { kind: 'unrecognized' }
  | { kind: 'selected'; company: CompanySummary }
  | { kind: 'choose'; companies: CompanySummary[] };

/**
 * Zero companies: the login is not recognised. One: it is selected. Several: the remembered one
 * when it is still among them, otherwise the user chooses.
 */
export function chooseCompany(companies: readonly CompanySummary[], rememberedId: string | null): CompanyChoice {
  if (companies.length === 0) return { kind: 'unrecognized' };
  if (companies.length === 1) return { kind: 'selected', company: companies[0] };
  const remembered = rememberedId ? companies.find((company) => company.companyId === rememberedId) : undefined;
  return remembered ? { kind: 'selected', company: remembered } : { kind: 'choose', companies: [...companies] };
}

/** The full requested address (path + search + hash), saved as the login's return target. */
export function returnTarget(location: { pathname: string; search: string; hash: string }): string {
  return `${location.pathname}${location.search}${location.hash}`;
}

/** A 'show' query parameter on the requested address selects the passwordless login. */
export function isPasswordlessRequest(search: string): boolean {
  return new URLSearchParams(search).has('show');
}

/**
 * The invitation token of an invitation link (`/?invitation=TOKEN`, any path), or null when the
 * address carries none (or an empty one). The link signs the invited person in afresh.
 */
export function invitationToken(search: string): string | null {
  const token = new URLSearchParams(search).get('invitation')?.trim();
  return token ? token : null;
}

/**
 * Where to go after the login callback: the saved target when it is a same-site path, otherwise
 * '/'. A target on /callback itself also goes to '/', so a reload cannot loop.
 */
export function afterCallbackPath(state: unknown): string {
  const returnTo =
    state !== null && typeof state === 'object' && 'returnTo' in state
      ? (state as { returnTo: unknown }).returnTo
      : null;
  // Only local paths: '//host' or 'https://…' would make the login an open redirect.
  if (typeof returnTo !== 'string' || !returnTo.startsWith('/') || returnTo.startsWith('//')) return '/';
  const pathname = returnTo.split(/[?#]/)[0].toLowerCase().replace(/\/+$/, '');
  return pathname === '/callback' ? '/' : returnTo;
}
