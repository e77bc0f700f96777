import type { ReplyOf } from '../../../../schemas/protocol/contract.ts';
import type { sessionEndpoints } from '../../../../schemas/session.ts';
import { languageOfAcceptLanguage } from '../../../domain/common/language.ts';
import { recordSignIn } from '../../auth/accounts/logins.ts';
import { recordFirstLanguage } from '../../auth/accounts/preferences.ts';
import type { VerifiedIdentity } from '../../auth/identity.ts';
import { companiesOfLogin } from '../../auth/membership.ts';
import type { AppConfig } from '../../config.ts';
import type { ServiceContext } from '../../context/service-context.ts';
import type { Db } from '../../db/connect.ts';
import { hasNoCompany } from '../onboarding/provision-company.ts';

/**
 * GET /client-config: what the browser needs before sign-in (identity provider, links), and
 * whether the installation is empty (the browser then shows 'Set up your company').
 */
export async function clientConfigOf(
  config: AppConfig,
  db: Db,
): Promise<ReplyOf<typeof sessionEndpoints.clientConfig>> {
  return {
    firstRun: await hasNoCompany(db),
    issuer: config.oidc.issuer,
    clientId: config.oidc.clientId,
    audience: config.oidc.audience,
    embeddedProvider: config.oidc.embedded,
    termsUrl: config.termsUrl,
    supportEmail: config.supportEmail,
  };
}

/**
 * POST /users/handlelogin: the companies of the verified token's e-mail, never of the body; the
 * e-mail's sign-in is recorded (the Users list's 'Active' and its date), and at the person's first
 * sign-in their language, from the browser's `Accept-Language` (issue 27).
 */
export async function companiesOfIdentity(
  db: Db,
  identity: VerifiedIdentity,
  acceptLanguage?: string,
): Promise<ReplyOf<typeof sessionEndpoints.handleLogin>> {
  const [companies] = await Promise.all([
    companiesOfLogin(db, identity.email),
    recordSignIn(db, identity.email),
    recordFirstLanguage(db, identity.email, languageOfAcceptLanguage(acceptLanguage)),
  ]);
  return { companies };
}

/** GET /loggedInUserPermissions: the caller's permissions in the company. */
export function loggedInUserPermissions(ctx: ServiceContext): ReplyOf<typeof sessionEndpoints.permissions> {
  const { company } = ctx;
  return {
    permissions: company.permissions,
    seesAllCompanyItems: company.seesAllCompanyItems,
    // An API key has no person (issue 28).
    ...(company.personId ? { personId: company.personId } : {}),
    positionName: company.positionName,
    features: company.features,
  };
}
