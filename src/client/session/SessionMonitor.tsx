import { useEffect } from 'react';
import { ACTIVITY_CHECK_DELAY_MS, CHECK_INTERVAL_MS } from '../../domain/session.ts';
import { type ActivityTracker, evaluateSession } from './monitor.ts';

/** User activity the spec counts (000 §9: mouse, key, scroll, touch, click). */
const ACTIVITY_EVENTS = ['mousemove', 'keydown', 'scroll', 'touchstart', 'click'] as const;

/**
 * Expiry and activity monitoring while signed in: a check at start and every 30 s, and one
 * second after activity. The decisions are in evaluateSession; this only owns timers and events.
 */
export function SessionMonitor(): null {
  useEffect(() => {
    // Opening the page counts as activity.
    const tracker: ActivityTracker = { lastActivityMs: Date.now(), warnedForExpiryS: null };
    let running = false;
    let activityTimer: ReturnType<typeof setTimeout> | null = null;

    const check = async () => {
      if (running) return;
      running = true;
      try {
        await evaluateSession(tracker);
      } catch (error) {
        console.error('Session check failed', error);
      } finally {
        running = false;
      }
    };

    const onActivity = () => {
      tracker.lastActivityMs = Date.now();
      // One pending check however many events arrive within the delay.
      activityTimer ??= setTimeout(() => {
        activityTimer = null;
        void check();
      }, ACTIVITY_CHECK_DELAY_MS);
    };

    void check();
    const interval = setInterval(() => void check(), CHECK_INTERVAL_MS);
    for (const name of ACTIVITY_EVENTS) {
      window.addEventListener(name, onActivity, { passive: true, capture: true });
    }
    return () => {
      clearInterval(interval);
      if (activityTimer) clearTimeout(activityTimer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, { capture: true });
    };
  }, []);
  return null;
}
