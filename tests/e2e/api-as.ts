import { expect, type Page } from '@playwright/test';
import type { Endpoint } from '../../schemas/protocol/contract.ts';
import { REMEMBERED_COMPANY_KEY } from '../../src/client/session/sign-in.ts';

/**
 * Calls the API as the person signed in on `page` (their token and company from the app's own
 * local storage), for a test's setup: endpoints come from the contracts, paths filled as the
 * browser's callEndpoint fills them.
 */
export async function apiAs(page: Page) {
  const read = () =>
    page.evaluate((companyKey) => {
      const userKey = Object.keys(window.localStorage).find((key) => key.startsWith('oidc.user:'));
      const user = userKey
        ? (JSON.parse(window.localStorage.getItem(userKey) ?? '{}') as { access_token?: string })
        : {};
      return { token: user.access_token ?? '', companyId: window.localStorage.getItem(companyKey) ?? '' };
    }, REMEMBERED_COMPANY_KEY);
  // The address changes when sign-in returns; the app remembers the company a moment later.
  await expect.poll(async () => Object.values(await read()).every(Boolean), { message: 'signed in' }).toBe(true);
  const { token, companyId } = await read();
  return async function call<T = Record<string, unknown>>(
    endpoint: Endpoint,
    input: { params?: Record<string, string>; query?: Record<string, string>; body?: unknown } = {},
  ): Promise<T> {
    const path = endpoint.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => input.params?.[name] ?? '');
    const query = input.query ? `?${new URLSearchParams(input.query)}` : '';
    const response = await page.request.fetch(`/api/company/${companyId}${path}${query}`, {
      method: endpoint.method,
      headers: { authorization: `Bearer ${token}` },
      data: input.body,
    });
    expect(response.status(), `${endpoint.method} ${path}: ${await response.text()}`).toBe(200);
    return (await response.json()) as T;
  };
}
