import type { ActivityTracker } from './monitor.ts';
import { ACTIVITY_CHECK_DELAY_MS, CHECK_INTERVAL_MS } from './session-state.ts';

/** User activity the spec counts (000 §9: mouse, key, scroll, touch, click). */
export const ACTIVITY_EVENTS = ['mousemove', 'keydown', 'scroll', 'touchstart', 'click'] as const;

/**
 * The session monitor's timers and events: a check at start and every 30 s, and one second after
 * activity (one check however many events arrive within that second); a check never overlaps
 * another. `check` decides (evaluateSession); `target` is the window. Returns the stop function.
 */
export function startSessionMonitor(
  target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>,
  check: (tracker: ActivityTracker) => Promise<void>,
  now: () => number = Date.now,
): () => void {
  // Opening the page counts as activity.
  const tracker: ActivityTracker = { lastActivityMs: now(), warnedForExpiryS: null };
  let running = false;
  let activityTimer: ReturnType<typeof setTimeout> | null = null;

  const run = async () => {
    if (running) return;
    running = true;
    try {
      await check(tracker);
    } catch (error) {
      console.error('Session check failed', error);
    } finally {
      running = false;
    }
  };

  const onActivity = () => {
    tracker.lastActivityMs = now();
    activityTimer ??= setTimeout(() => {
      activityTimer = null;
      void run();
    }, ACTIVITY_CHECK_DELAY_MS);
  };

  void run();
  const interval = setInterval(() => void run(), CHECK_INTERVAL_MS);
  for (const name of ACTIVITY_EVENTS) target.addEventListener(name, onActivity, { passive: true, capture: true });
  return () => {
    clearInterval(interval);
    if (activityTimer) clearTimeout(activityTimer);
    for (const name of ACTIVITY_EVENTS) target.removeEventListener(name, onActivity, { capture: true });
  };
}
