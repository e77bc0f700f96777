import { useEffect } from 'react';
import { evaluateSession } from './monitor.ts';
import { startSessionMonitor } from './monitor-wiring.ts';

/**
 * Expiry and activity monitoring while signed in: the timers and events are in
 * startSessionMonitor, the decisions in evaluateSession.
 */
export function SessionMonitor(): null {
  useEffect(() => startSessionMonitor(window, (tracker) => evaluateSession(tracker)), []);
  return null;
}
