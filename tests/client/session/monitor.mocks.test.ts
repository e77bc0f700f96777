import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActivityTracker } from '../../../src/client/session/monitor.ts';
import { startSessionMonitor } from '../../../src/client/session/monitor-wiring.ts';

vi.mock('../../../src/client/session/tokens.ts', () => ({ storedUser: vi.fn(), silentRefresh: vi.fn() }));
vi.mock('../../../src/client/session/auth-actions.ts', () => ({ logout: vi.fn(), redirectToSignIn: vi.fn() }));
vi.mock('../../../src/client/session/toasts.ts', () => ({ showToast: vi.fn() }));

const T0 = Date.UTC(2026, 0, 1, 12);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
  vi.clearAllMocks();
});
afterEach(() => {
  vi.useRealTimers();
  vi.resetModules();
});

describe('session monitor wiring (spec 000 §9)', () => {
  it('checks at start and every 30 s', async () => {
    const check = vi.fn(async (_tracker: ActivityTracker) => {});
    const stop = startSessionMonitor(new EventTarget(), check);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(check).toHaveBeenCalledTimes(3);
    stop();
  });

  it('checks 1 s after activity, once however many events arrive, and records when it happened', async () => {
    const target = new EventTarget();
    const check = vi.fn(async (_tracker: ActivityTracker) => {});
    const stop = startSessionMonitor(target, check);
    await vi.advanceTimersByTimeAsync(10_000);
    for (const name of ['mousemove', 'keydown', 'scroll', 'touchstart', 'click']) target.dispatchEvent(new Event(name));
    await vi.advanceTimersByTimeAsync(999);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(2);
    expect(check.mock.calls[1][0]).toMatchObject({ lastActivityMs: T0 + 10_000 });
    stop();
  });

  it('stops listening and checking when stopped', async () => {
    const target = new EventTarget();
    const check = vi.fn(async (_tracker: ActivityTracker) => {});
    startSessionMonitor(target, check)();
    target.dispatchEvent(new Event('click'));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(check).toHaveBeenCalledTimes(1);
  });
});

/** A compact JWT that expires `seconds` after T0 (unsigned: the client never verifies). */
function tokenExpiringIn(seconds: number): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none' })}.${part({ exp: T0 / 1000 + seconds })}.sig`;
}

/** A fresh monitor module (it remembers a session it is ending) with its collaborators mocked. */
async function monitorWith(accessToken: string | null) {
  const tokens = await import('../../../src/client/session/tokens.ts');
  vi.mocked(tokens.storedUser).mockResolvedValue(
    accessToken === null ? null : ({ access_token: accessToken } as Awaited<ReturnType<typeof tokens.storedUser>>),
  );
  const { showToast } = await import('../../../src/client/session/toasts.ts');
  const { logout } = await import('../../../src/client/session/auth-actions.ts');
  const monitor = await import('../../../src/client/session/monitor.ts');
  return {
    ...monitor,
    showToast: vi.mocked(showToast),
    logout: vi.mocked(logout),
    silentRefresh: tokens.silentRefresh,
  };
}

describe('session monitor decisions (spec 000 §8, §9)', () => {
  const idle = () => ({ lastActivityMs: T0 - 6 * 60_000, warnedForExpiryS: null });

  it('warns once, in the spec words, when 5 minutes are left and the user was idle', async () => {
    const { evaluateSession, showToast } = await monitorWith(tokenExpiringIn(300));
    const tracker = idle();
    await evaluateSession(tracker, T0);
    await evaluateSession(tracker, T0 + 1000);
    expect(showToast.mock.calls).toEqual([
      ['warning', 'Your session will expire in 5 minute(s). Please save your work.'],
    ]);
  });

  it('says the session has expired and logs out once the token is 30 s past its expiry', async () => {
    const { evaluateSession, showToast, logout, LOGOUT_NOTICE_MS } = await monitorWith(tokenExpiringIn(-30));
    const done = evaluateSession(idle(), T0);
    await vi.advanceTimersByTimeAsync(0);
    expect(showToast).toHaveBeenCalledWith(
      'warning',
      'Your session has expired. You will be redirected to the login page.',
      LOGOUT_NOTICE_MS / 1000,
    );
    expect(logout).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(LOGOUT_NOTICE_MS);
    await done;
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it('logs out when the token cannot be decoded', async () => {
    const { evaluateSession, logout } = await monitorWith('not-a-jwt');
    const done = evaluateSession(idle(), T0);
    await vi.advanceTimersByTimeAsync(5_000);
    await done;
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it('logs out when there is no token at all', async () => {
    const { evaluateSession, logout } = await monitorWith(null);
    const done = evaluateSession(idle(), T0);
    await vi.advanceTimersByTimeAsync(5_000);
    await done;
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it('renews silently instead when the user was active and under 10 minutes are left', async () => {
    const { evaluateSession, showToast, logout, silentRefresh } = await monitorWith(tokenExpiringIn(500));
    await evaluateSession({ lastActivityMs: T0 - 1000, warnedForExpiryS: null }, T0);
    expect(silentRefresh).toHaveBeenCalledTimes(1);
    expect(showToast).not.toHaveBeenCalled();
    expect(logout).not.toHaveBeenCalled();
  });
});
