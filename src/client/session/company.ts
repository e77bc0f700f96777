import { sessionEndpoints } from '../../../schemas/session.ts';
import { companyFeatures } from '../../domain/company/company.ts';
import { isPermissionName } from '../../domain/company/permissions.ts';
import { callEndpoint } from '../api/call-endpoint.ts';
import { queryClient } from '../api/query-client.ts';
import { sessionText } from '../i18n/en/session.ts';
import { translate } from '../i18n/language.ts';
import { type CompanySummary, REMEMBERED_COMPANY_KEY } from './sign-in.ts';
import { getSession, updateSession } from './store.ts';

/** The window event the CRUD screens dispatch after saving a role or a person (spec 000 §4). */
export const PERMISSIONS_REFRESH_EVENT = 'permissions:refresh';

export function rememberedCompanyId(): string | null {
  return window.localStorage.getItem(REMEMBERED_COMPANY_KEY);
}

/** GET loggedInUserPermissions for the current company, then re-ask every cached access check. */
export async function loadPermissions(): Promise<void> {
  const reply = await callEndpoint(sessionEndpoints.permissions);
  updateSession({
    permissions: reply.permissions.filter(isPermissionName),
    seesAllCompanyItems: reply.seesAllCompanyItems,
    personId: reply.personId ?? null,
    positionName: reply.positionName ?? null,
    features: companyFeatures(reply.features),
  });
  // Refine caches `can` answers under ['access', …].
  await queryClient.invalidateQueries({ queryKey: ['access'] });
}

/**
 * Make `company` current: remember its id locally, drop data cached for another company and
 * load the user's permissions in it. The session is 'ready' afterwards, or 'error'.
 */
export async function selectCompany(company: CompanySummary): Promise<void> {
  const previous = getSession().currentCompany?.companyId;
  updateSession({ currentCompany: company, status: 'loadingPermissions', permissions: [], error: null });
  window.localStorage.setItem(REMEMBERED_COMPANY_KEY, company.companyId);
  if (previous && previous !== company.companyId) queryClient.removeQueries();
  try {
    await loadPermissions();
    updateSession({ status: 'ready' });
  } catch (error) {
    updateSession({
      status: 'error',
      error: translate(sessionText, 'permissionsFailed', { reason: (error as Error).message }),
    });
  }
}

/** Reload permissions in place (after saving a role or person); failures were already toasted. */
export async function refreshPermissions(): Promise<void> {
  if (!getSession().currentCompany) return;
  try {
    await loadPermissions();
  } catch (error) {
    console.warn('Reloading permissions failed', error);
  }
}
