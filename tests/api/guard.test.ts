import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { guardPlugin } from '../../src/server/auth/guard.ts';
import type { Db } from '../../src/server/db/connect.ts';

describe('guard registration', () => {
  const verifier = { verify: async () => ({ subject: 's', email: 'e@example.com', expiresAt: 0 }) };

  it('refuses a company route that does not declare what it needs', async () => {
    const app = Fastify();
    await app.register(guardPlugin, { db: {} as Db, verifier });
    await app.register(async (scope) => {
      scope.get('/api/company/:companyId/undeclared', async () => ({ leaked: true }));
    });
    await expect(app.ready()).rejects.toThrow(/must declare config.need/);
  });

  it('refuses an unknown permission name', async () => {
    const app = Fastify();
    await app.register(guardPlugin, { db: {} as Db, verifier });
    await app.register(async (scope) => {
      scope.get('/api/company/:companyId/typo', { config: { need: 'manageEverything' as 'member' } }, async () => ({}));
    });
    await expect(app.ready()).rejects.toThrow(/must declare config.need/);
  });
});
