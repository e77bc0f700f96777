import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.ts';

describe('loadConfig', () => {
  it('runs on embedded defaults with nothing set', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.oidc).toMatchObject({
      embedded: true,
      issuer: 'http://localhost:3000/oidc',
      audience: 'http://localhost:3000/api',
    });
  });

  it('keeps mail in the outbox and limits sign-in failures unless told otherwise', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://ops.example.com' });
    expect(config.mail).toEqual({ smtpUrl: null, from: 'Property Ops <no-reply@ops.example.com>' });
    expect(config.oidc).toMatchObject({ loginMaxFailures: 10, loginLockSeconds: 900 });
    const told = loadConfig({
      SMTP_URL: 'smtps://u:p@mail.example.com',
      MAIL_FROM: 'ops@example.com',
      LOGIN_MAX_FAILURES: '5',
    });
    expect(told.mail).toEqual({ smtpUrl: 'smtps://u:p@mail.example.com', from: 'ops@example.com' });
    expect(told.oidc.loginMaxFailures).toBe(5);
  });

  it('derives the embedded issuer and audience from PUBLIC_URL', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://ops.example.com/' });
    expect(config.oidc.issuer).toBe('https://ops.example.com/oidc');
    expect(config.oidc.audience).toBe('https://ops.example.com/api');
  });

  it('switches to an external provider when OIDC_ISSUER is set', () => {
    const config = loadConfig({ OIDC_ISSUER: 'https://login.example.com/realms/ops/', OIDC_AUDIENCE: 'ops-api' });
    expect(config.oidc).toMatchObject({
      embedded: false,
      issuer: 'https://login.example.com/realms/ops',
      audience: 'ops-api',
    });
  });

  it('refuses a malformed number instead of guessing', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });

  it('reads boolean switches', () => {
    expect(loadConfig({ SEED_DEMO_DATA: 'false' }).seedDemoData).toBe(false);
    expect(loadConfig({ SEED_DEMO_DATA: '1' }).seedDemoData).toBe(true);
  });
});
