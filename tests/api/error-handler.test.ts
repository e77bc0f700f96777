import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { installErrorHandler } from '../../src/server/http/error-handler.ts';
import { invalidField, NotFoundError } from '../../src/server/http/errors.ts';

async function appThrowing(error: unknown) {
  const app = Fastify();
  installErrorHandler(app);
  app.get('/boom', async () => {
    throw error;
  });
  return app.inject({ method: 'GET', url: '/boom' });
}

describe('central error handler', () => {
  it('maps typed application errors to their status and shape', async () => {
    const bad = await appThrowing(invalidField('name', 'is required'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      message: 'is required',
      validationErrors: [{ field: 'name', message: 'is required' }],
    });
    expect((await appThrowing(new NotFoundError())).statusCode).toBe(404);
  });

  it('answers a unique violation (also when wrapped by Drizzle) with 409, not 500', async () => {
    const wrapped = Object.assign(new Error('Failed query'), { cause: { code: '23505' } });
    const response = await appThrowing(wrapped);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'A record with the same name already exists.' });
  });

  it('never leaks the internals of an unexpected error', async () => {
    const response = await appThrowing(new Error('password=hunter2 at db.internal:5432'));
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'The server encountered an error.' });
  });
});
