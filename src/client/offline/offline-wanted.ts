/**
 * Whether this page needs the offline machinery (the outbox's banner and sending, the kept field
 * reads: OfflineShell, a chunk of its own). Not on a first visit online, which stays light (issue
 * 26's budget): it loads once the browser is offline, once a field page that works offline opens,
 * or at start when saves were left waiting on this device. No imports: this file is in the first load.
 */

const WAITING_FLAG = 'offline.savesWaiting';
let wanted = false;
const listeners = new Set<() => void>();

function savesLeftWaiting(): boolean {
  try {
    return window.localStorage.getItem(WAITING_FLAG) === '1';
  } catch {
    return false;
  }
}

export function offlineWanted(): boolean {
  return wanted || !navigator.onLine || savesLeftWaiting();
}

/** A field page that works offline is open, or a save was queued: load the offline machinery. */
export function wantOffline(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

export function subscribeOfflineWanted(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('offline', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('offline', listener);
  };
}

/** Remembered across starts: whether any save waits on this device (set by the outbox). */
export function rememberSavesWaiting(waiting: boolean): void {
  try {
    if (waiting) window.localStorage.setItem(WAITING_FLAG, '1');
    else window.localStorage.removeItem(WAITING_FLAG);
  } catch {
    // Storage refused (private mode): the flag only speeds up a start with saves waiting.
  }
}
