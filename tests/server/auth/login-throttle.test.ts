import { describe, expect, it } from 'vitest';
import { LoginThrottle, lockedMessage } from '../../../src/server/auth/oidc/login-throttle.ts';

describe('LoginThrottle', () => {
  it('locks an e-mail after its allowance of failures, from any address, until the window ends', async () => {
    const throttle = new LoginThrottle({ maxFailures: 3, lockSeconds: 600 }, 'memory');
    for (let i = 0; i < 2; i++) await throttle.failed('Ann@Example.com', `10.0.0.${i}`);
    expect(await throttle.waitSeconds('ann@example.com', '10.0.0.9')).toBe(0);
    await throttle.failed('ann@example.com ', '10.0.0.3');
    const wait = await throttle.waitSeconds('ANN@example.com', '10.0.0.9');
    expect(wait).toBeGreaterThan(590);
    expect(wait).toBeLessThanOrEqual(600);
    expect(await throttle.waitSeconds('bob@example.com', '10.0.0.9')).toBe(0);
  });

  it('locks an address after five times the allowance, whatever the e-mails', async () => {
    const throttle = new LoginThrottle({ maxFailures: 2, lockSeconds: 60 }, 'memory');
    for (let i = 0; i < 9; i++) await throttle.failed(`user${i}@example.com`, '192.0.2.1');
    expect(await throttle.waitSeconds('fresh@example.com', '192.0.2.1')).toBe(0);
    await throttle.failed('user9@example.com', '192.0.2.1');
    expect(await throttle.waitSeconds('fresh@example.com', '192.0.2.1')).toBeGreaterThan(0);
    expect(await throttle.waitSeconds('fresh@example.com', '192.0.2.2')).toBe(0);
  });

  it('lets a successful sign-in clear the e-mail count', async () => {
    const throttle = new LoginThrottle({ maxFailures: 2, lockSeconds: 60 }, 'memory');
    await throttle.failed('ann@example.com', '10.0.0.1');
    await throttle.succeeded('ann@example.com');
    await throttle.failed('ann@example.com', '10.0.0.1');
    expect(await throttle.waitSeconds('ann@example.com', '10.0.0.1')).toBe(0);
  });

  it('tells how many minutes to wait, at least one', () => {
    expect(lockedMessage(1)).toBe('Too many sign-in attempts. Try again in 1 minute.');
    expect(lockedMessage(899)).toBe('Too many sign-in attempts. Try again in 15 minutes.');
  });
});
