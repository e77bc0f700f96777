import { type OidcMetadata, UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { sessionEndpoints } from '../../../schemas/session.ts';
import { callEndpoint } from '../api/call-endpoint.ts';
import { type ClientConfig, updateSession } from './store.ts';

/** Scopes asked of the identity provider; offline_access brings the refresh token. */
export const OIDC_SCOPE = 'openid profile email offline_access';

let manager: UserManager | null = null;
let initializing: Promise<UserManager> | null = null;

/** The provider's discovery document as this tab last read it (sessionStorage). */
export const METADATA_KEY = 'oidc.metadata';

function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The discovery document this tab read before, when it is the same issuer's. */
export function rememberedMetadata(issuer: string): Partial<OidcMetadata> | undefined {
  try {
    const metadata = JSON.parse(tabStorage()?.getItem(METADATA_KEY) ?? 'null') as Partial<OidcMetadata> | null;
    const complete =
      metadata?.issuer === issuer &&
      typeof metadata.authorization_endpoint === 'string' &&
      typeof metadata.token_endpoint === 'string';
    return complete ? metadata : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A sign-in is two page loads (the redirect to the provider, then /callback), each with its own
 * UserManager: the first keeps the discovery document in the tab, so the callback's code exchange
 * (and a renewal or sign-out after a reload) does not fetch it again.
 */
function keepMetadataInTab(userManager: UserManager): void {
  const service = userManager.metadataService;
  const load = service.getMetadata.bind(service);
  let kept = false;
  service.getMetadata = async () => {
    const metadata = await load();
    if (!kept) {
      kept = true;
      try {
        tabStorage()?.setItem(METADATA_KEY, JSON.stringify(metadata));
      } catch {
        // Storage full or refused: the next page load fetches it, as without the cache.
      }
    }
    return metadata;
  };
}

/** oidc-client-ts settings for this site (spec 000 §1: code + PKCE, local token cache). */
export function createUserManager(config: ClientConfig, origin: string): UserManager {
  const userManager = new UserManager({
    authority: config.issuer,
    metadata: rememberedMetadata(config.issuer),
    client_id: config.clientId,
    redirect_uri: `${origin}/callback`,
    post_logout_redirect_uri: `${origin}/`,
    response_type: 'code',
    scope: OIDC_SCOPE,
    // The local token cache survives reloads and is shared by tabs.
    userStore: new WebStorageStateStore({ store: window.localStorage }),
    // The sign-in state too: a passwordless link may come back in another tab of the same browser.
    stateStore: new WebStorageStateStore({ store: window.localStorage }),
    // Our session rules (src/client/session/session-state.ts) decide when to renew, not the library.
    automaticSilentRenew: false,
    // No check-session iframe: it needs third-party cookies and a frame the CSP does not allow.
    monitorSession: false,
  });
  keepMetadataInTab(userManager);
  return userManager;
}

/** Loads /api/client-config once and builds the UserManager; every sign-in path awaits this. */
export function initUserManager(): Promise<UserManager> {
  if (manager) return Promise.resolve(manager);
  initializing ??= callEndpoint(sessionEndpoints.clientConfig)
    .then((config) => {
      updateSession({ config });
      manager = createUserManager(config, window.location.origin);
      return manager;
    })
    .finally(() => {
      initializing = null;
    });
  return initializing;
}

/**
 * The UserManager from a configuration read before (the last session's), when the server cannot
 * be reached: the token cache and the provider's addresses are then those of the last sign-in.
 */
export function initUserManagerFrom(config: ClientConfig): UserManager {
  updateSession({ config });
  manager ??= createUserManager(config, window.location.origin);
  return manager;
}

/** The UserManager once initialised, else null (before the client configuration has loaded). */
export function userManager(): UserManager | null {
  return manager;
}
