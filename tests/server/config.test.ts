import fs from 'node:fs';
import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { REFRESH_THRESHOLD_S } from '../../src/client/session/session-state.ts';
import { loadConfig } from '../../src/server/config.ts';
import { ENV_SCHEMA, envVariables, withConfigurationTable } from '../../src/server/config-schema.ts';

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

  it('trusts no proxy unless TRUST_PROXY says which (a switch, addresses or ranges)', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'off' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.1, 10.1.0.0/16 ,fd00::/8,loopback' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      'fd00::/8',
      'loopback',
    ]);
    expect(loadConfig({ TRUST_PROXY: '192.168.0.0/255.255.0.0' }).trustProxy).toEqual(['192.168.0.0/255.255.0.0']);
    for (const wrong of ['proxy.example.com', '10.0.0.0/33', '10.0.0.1,', '::1/129', '10.0.0.1/8/8', '-1', '2']) {
      expect(() => loadConfig({ TRUST_PROXY: wrong }), wrong).toThrow(/TRUST_PROXY/);
    }
  });

  it('issues access tokens for 15 minutes by default (more than the client refresh threshold)', () => {
    expect(loadConfig({}).oidc.accessTokenTtlSeconds).toBe(900);
    // A token that starts below the threshold would be renewed on every activity check.
    expect(loadConfig({}).oidc.accessTokenTtlSeconds).toBeGreaterThan(REFRESH_THRESHOLD_S);
    expect(loadConfig({ ACCESS_TOKEN_TTL_SECONDS: '300' }).oidc.accessTokenTtlSeconds).toBe(300);
  });

  it('runs one server process on PGlite, one per core on PostgreSQL, and refuses more than one on PGlite', () => {
    expect(loadConfig({}).webConcurrency).toBe(1);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/app' }).webConcurrency).toBe(os.availableParallelism());
    expect(loadConfig({ DATABASE_URL: 'postgres://db/app', WEB_CONCURRENCY: '3' }).webConcurrency).toBe(3);
    expect(loadConfig({ WEB_CONCURRENCY: '1' }).webConcurrency).toBe(1);
    expect(() => loadConfig({ WEB_CONCURRENCY: '2' })).toThrow(
      "WEB_CONCURRENCY above 1 needs DATABASE_URL (PGlite lives in one process), got '2'",
    );
    expect(() => loadConfig({ DATABASE_URL: 'postgres://db/app', WEB_CONCURRENCY: '0' })).toThrow(
      "WEB_CONCURRENCY must be an integer of at least 1, got '0'",
    );
  });

  it('refuses a malformed number instead of guessing', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });

  it('reads boolean switches', () => {
    expect(loadConfig({ SEED_DEMO_DATA: 'false' }).seedDemoData).toBe(false);
    expect(loadConfig({ SEED_DEMO_DATA: '1' }).seedDemoData).toBe(true);
    expect(loadConfig({ JOBS_RUN_WORKERS: 'Off' }).jobs.runWorkers).toBe(false);
    expect(loadConfig({ S3_FORCE_PATH_STYLE: 'YES', S3_BUCKET: 'b' }).files.s3?.forcePathStyle).toBe(true);
    expect(() => loadConfig({ SEED_DEMO_DATA: 'sometimes' })).toThrow(/SEED_DEMO_DATA must be true or false/);
  });

  it('takes an empty value for unset, and numbers as Number() reads them', () => {
    expect(loadConfig({ PORT: '', DATA_DIR: '', OIDC_ISSUER: '' })).toMatchObject({
      port: 3000,
      oidc: { embedded: true },
    });
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ JOBS_RETRY_LIMIT: '0' }).jobs).toMatchObject({ retryLimit: 0, retryDelaySeconds: null });
    for (const wrong of ['-1', '1.5', 'Infinity', '3000 ports']) {
      expect(() => loadConfig({ PORT: wrong }), wrong).toThrow(`PORT must be a non-negative integer, got '${wrong}'`);
    }
  });

  it('names every wrong variable at once, and the rules between them', () => {
    expect(() => loadConfig({ PORT: 'eighty', SMS_PROVIDER: 'pigeon' })).toThrow(
      "PORT must be a non-negative integer, got 'eighty'; SMS_PROVIDER must be 'outbox' or 'twilio', got 'pigeon'",
    );
    expect(() => loadConfig({ SMS_PROVIDER: 'Twilio', TWILIO_ACCOUNT_SID: 'AC1' })).toThrow(
      'SMS_PROVIDER=twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM',
    );
    // The key pair matters only with a bucket.
    expect(loadConfig({ S3_ACCESS_KEY_ID: 'key' }).files.s3).toBeNull();
  });
});

describe('the environment schema', () => {
  it('gives every variable a type and a description, and defaults of its type', () => {
    for (const [name, variable] of envVariables()) {
      expect(['integer', 'boolean', 'string'], name).toContain(variable.type);
      expect(variable.description.length, name).toBeGreaterThan(5);
      if (variable.default !== undefined) {
        expect(typeof variable.default, name).toBe(variable.type === 'integer' ? 'number' : variable.type);
        const cell = `\`${variable.default}\``;
        if (variable.docDefault) expect(variable.docDefault.startsWith(cell), name).toBe(true);
      }
    }
    expect(Object.keys(ENV_SCHEMA.properties)).toContain('PORT');
  });

  it('is what docs/configuration.md lists (npm run generate:config-docs)', () => {
    const page = fs.readFileSync(new URL('../../docs/configuration.md', import.meta.url), 'utf8');
    expect(withConfigurationTable(page)).toBe(page);
    const documented = [...page.matchAll(/^\| `([A-Z0-9_]+)` \|/gm)].map((match) => match[1]);
    expect(documented).toEqual(envVariables().map(([name]) => name));
  });
});
