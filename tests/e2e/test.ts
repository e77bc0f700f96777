import { test as base } from '@playwright/test';
import { type ServerProcess, startServer } from './server-process.ts';

export { type Browser, expect, type Locator, type Page } from '@playwright/test';

/**
 * The suite's `test`: each Playwright worker starts its own server on its own port
 * (E2E_PORT + the worker's index) and fresh data folder seeded with the demo, and every page,
 * context and request of that worker talks to it. Workers share no data, so spec files run side
 * by side on both cores without seeing each other's rows.
 */
export const test = base.extend<object, { server: ServerProcess }>({
  server: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use, workerInfo) => {
      const server = await startServer(Number(process.env.E2E_PORT ?? 3199) + workerInfo.workerIndex);
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ server }, use) => use(server.baseUrl),
});
