import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { guardPlugin } from '../../src/server/auth/guard.ts';
import { tokenLifetimeOnly } from '../../src/server/auth/session-check.ts';
import type { Db } from '../../src/server/db/connect.ts';

describe('guard registration', () => {
  const verifier = { verify: async () => ({ subject: 's', email: 'e@example.com', expiresAt: 0 }) };

  async function buildWith(register: (app: ReturnType<typeof Fastify>) => void) {
    const app = Fastify();
    await app.register(guardPlugin, { db: {} as Db, verifier, sessions: tokenLifetimeOnly });
    await app.register(async (scope) => register(scope as ReturnType<typeof Fastify>));
    await app.ready();
  }

  it('refuses a company route that does not declare what it needs', async () => {
    await expect(
      buildWith((app) => app.get('/api/company/:companyId/undeclared', async () => ({ leaked: true }))),
    ).rejects.toThrow(/must declare config.need/);
  });

  it('refuses an unknown permission name', async () => {
    await expect(
      buildWith((app) =>
        app.get('/api/company/:companyId/typo', { config: { need: 'manageEverything' as 'member' } }, async () => ({})),
      ),
    ).rejects.toThrow(/must declare config.need/);
  });

  it('accepts a declared permission or membership', async () => {
    await expect(
      buildWith((app) => {
        app.get('/api/company/:companyId/roles', { config: { need: 'manageRoles' } }, async () => ({}));
        app.get('/api/company/:companyId/mine', { config: { need: 'member' } }, async () => ({}));
      }),
    ).resolves.toBeUndefined();
  });
});
