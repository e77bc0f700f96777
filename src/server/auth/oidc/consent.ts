import type Provider from 'oidc-provider';
import type { Grant, Interaction, KoaContextWithOIDC } from 'oidc-provider';

export const OIDC_SCOPES = ['openid', 'profile', 'email', 'offline_access'];
export const OIDC_CLAIMS = ['email', 'name'];
/** The API's own scope; nothing needs to request it, the token's audience is what counts. */
export const API_SCOPE = 'api';

function grantEverything(grant: Grant, audience: string): void {
  grant.addOIDCScope(OIDC_SCOPES);
  grant.addOIDCClaims(OIDC_CLAIMS);
  grant.addResourceScope(audience, API_SCOPE);
}

/**
 * `loadExistingGrant` for a first-party product: the product's own client is granted everything
 * it may ask for, so oidc-provider never needs a consent prompt. Other clients (there are none
 * today) would keep the default behaviour.
 */
export function firstPartyGrantLoader(clientId: string, audience: string) {
  return async (ctx: KoaContextWithOIDC): Promise<Grant | undefined> => {
    const { oidc } = ctx;
    const client = oidc.client;
    const accountId = oidc.account?.accountId;
    if (!client || !accountId) return undefined;
    const grantId = oidc.result?.consent?.grantId ?? oidc.session?.grantIdFor(client.clientId);
    const existing = typeof grantId === 'string' ? await oidc.provider.Grant.find(grantId) : undefined;
    // A grant of another account (after "log in as someone else") is never reused.
    if (existing && existing.accountId === accountId && existing.clientId === client.clientId) return existing;
    if (client.clientId !== clientId) return undefined;
    const grant = new oidc.provider.Grant({ accountId, clientId: client.clientId });
    grantEverything(grant, audience);
    await grant.save();
    return grant;
  };
}

/** Completes a consent prompt without a page (an older grant missing something): returns the grant id. */
export async function autoConsent(provider: Provider, interaction: Interaction, audience: string): Promise<string> {
  const accountId = interaction.session?.accountId;
  const clientId = String(interaction.params.client_id);
  const found = interaction.grantId ? await provider.Grant.find(interaction.grantId) : undefined;
  const grant = found ?? new provider.Grant({ accountId, clientId });
  grantEverything(grant, audience);
  const details = interaction.prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[] };
  if (details.missingOIDCScope) grant.addOIDCScope(details.missingOIDCScope);
  if (details.missingOIDCClaims) grant.addOIDCClaims(details.missingOIDCClaims);
  return grant.save();
}
