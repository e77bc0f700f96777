import { configureHttp } from '../api/http.ts';
import { handleGlobalFailure } from './response-handling.ts';
import { getSession } from './store.ts';
import { getAccessToken } from './tokens.ts';

/** Connects the browser HTTP client to the session: bearer token, current company, global toasts. */
export function wireHttp(): void {
  configureHttp({
    getAccessToken,
    getCompanyId: () => getSession().currentCompany?.companyId ?? null,
    onFailure: handleGlobalFailure,
  });
}
