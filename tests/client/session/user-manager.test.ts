import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createUserManager, METADATA_KEY } from '../../../src/client/session/user-manager.ts';
import { clientConfig } from './client-config.ts';

const config = clientConfig();

const discovery = (issuer: string) => ({
  issuer,
  authorization_endpoint: `${issuer}/auth`,
  token_endpoint: `${issuer}/token`,
  end_session_endpoint: `${issuer}/session/end`,
});

/** A storage over a Map, as a tab's sessionStorage. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = vi.fn(async (url: string) =>
    Response.json(discovery(String(url).replace('/.well-known/openid-configuration', ''))),
  );
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('window', { sessionStorage: memoryStorage(), localStorage: memoryStorage() });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Issue 26: a sign-in is two page loads; the discovery document is fetched on the first only. */
describe("the provider's discovery document, once per tab", () => {
  it('is fetched by the first page load and read from the tab by the next (the callback)', async () => {
    const first = createUserManager(config, 'http://localhost:3311');
    expect((await first.metadataService.getMetadata()).token_endpoint).toBe(`${config.issuer}/token`);
    await first.metadataService.getAuthorizationEndpoint();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(JSON.parse(window.sessionStorage.getItem(METADATA_KEY) ?? '{}').issuer).toBe(config.issuer);

    const callback = createUserManager(config, 'http://localhost:3311');
    expect(await callback.metadataService.getTokenEndpoint()).toBe(`${config.issuer}/token`);
    expect(await callback.metadataService.getEndSessionEndpoint()).toBe(`${config.issuer}/session/end`);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("is fetched again for another issuer, or when the tab's copy is unreadable", async () => {
    window.sessionStorage.setItem(METADATA_KEY, JSON.stringify(discovery('http://elsewhere.example/oidc')));
    await createUserManager(config, 'http://localhost:3311').metadataService.getMetadata();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    window.sessionStorage.setItem(METADATA_KEY, '{not json');
    await createUserManager(config, 'http://localhost:3311').metadataService.getMetadata();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
