import { ApiError } from '../api/http.ts';
import { TOAST_SECONDS } from '../rules/messages.ts';
import { getSession } from '../session/store.ts';
import { showToast } from '../session/toasts.ts';
import { rememberSavesWaiting, wantOffline } from './offline-wanted.ts';
import { addSave, ownerOf, type QueuedSave, removeSaves, savesOf } from './outbox-store.ts';
import { isNoResponse, sendSave } from './send-save.ts';

/**
 * The outbox (issue 27): saves made without a connection wait here, in order, and are sent when
 * the network returns — on the browser's `online`, at start, after a new save is queued, and
 * every half minute while any waits. The page sends them, not the service worker, because the
 * bearer token lives in the page (Background Sync would replay a stale one). A save the server
 * refuses (the report was finished elsewhere, the property is no longer the user's) is dropped
 * with the saves behind it for the same record, and the user is told why; nothing is dropped
 * silently. The messages are the product's own (the specification has no offline words).
 */

export const OUTBOX_MESSAGES = {
  allSent: 'All changes sent.',
  refused: (label: string, reason: string) => `${label} was not sent: ${reason}`,
  waitingToSend: 'Waiting to send',
  offline: (count: number) => `Offline — ${count} ${count === 1 ? 'change' : 'changes'} waiting`,
  offlineNothingWaiting: 'Offline — what you report is kept on this device and sent when the connection returns.',
  sending: (count: number) => `Sending ${count} ${count === 1 ? 'change' : 'changes'}…`,
  waitingOnline: (count: number) => `${count} ${count === 1 ? 'change' : 'changes'} waiting to be sent`,
  reportedOffline: 'The event is reported on this device.',
  mediaKept: 'Kept on this device: sent when the connection returns.',
  numberLater: 'It is sent when the connection returns, and gets its number then.',
  logoutTitle: 'Changes are waiting to be sent',
  logoutContent: (count: number) =>
    count === 1
      ? '1 change made on this device has not reached the server yet. Kept, it is sent the next time you sign in on this device.'
      : `${count} changes made on this device have not reached the server yet. Kept, they are sent the next time you sign in on this device.`,
  logoutNotAllSent: (count: number) =>
    `${count} ${count === 1 ? 'change' : 'changes'} could not be sent: there is no connection. Keep them, or discard them.`,
  sendAndLogout: 'Send and log out',
  keepAndLogout: 'Keep and log out',
  discardAndLogout: 'Discard and log out',
} as const;

export interface OutboxState {
  /** Saves waiting, of the signed-in person in the current company. */
  waiting: number;
  /** The records (event ids) with saves waiting: their 'Waiting to send' marker. */
  subjects: ReadonlySet<string>;
  sending: boolean;
  /** The last save tried got no answer: offline, whatever navigator.onLine believes (it can be wrong). */
  unreachable: boolean;
}

let state: OutboxState = { waiting: 0, subjects: new Set(), sending: false, unreachable: false };
const listeners = new Set<() => void>();

export function outboxState(): OutboxState {
  return state;
}

export function subscribeOutbox(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function publish(next: Partial<OutboxState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

/** The signed-in person in the current company, or null (nothing is sent or queued without one). */
export function currentOwner(): string | null {
  const session = getSession();
  const companyId = session.currentCompany?.companyId;
  return session.personId && companyId ? ownerOf(session.personId, companyId) : null;
}

let reads = 0;

async function refresh(owner: string | null): Promise<QueuedSave[]> {
  const read = ++reads;
  const saves = owner ? await savesOf(owner) : [];
  // Only the latest read is shown: an earlier one finishing late (a send started before a save
  // was queued) would count one save too few.
  if (read === reads) {
    publish({ waiting: saves.length, subjects: new Set(saves.map((save) => save.subject)) });
    if (owner) rememberSavesWaiting(saves.length > 0);
  }
  return saves;
}

/** Whether any save of the owner waits: a new save then queues behind it, to keep the order. */
export async function hasWaiting(owner: string): Promise<boolean> {
  return (await refresh(owner)).length > 0;
}

/** Queues a save and tries to send what waits. */
export async function queueSave(save: Omit<QueuedSave, 'seq' | 'queuedAt'>): Promise<void> {
  wantOffline();
  await addSave({ ...save, queuedAt: Date.now() });
  await refresh(save.owner);
  void sendWaiting();
}

/** What a save made through the outbox gave: the server's answer, or what the caller made of it offline. */
export type SaveOutcome<T, L> = { sent: true; reply: T } | { sent: false; local: L | null };

/**
 * Makes a save now when the network answers and nothing of the person waits before it; otherwise
 * (offline, no answer, or saves queued earlier) queues it to be sent in order later. `offline`
 * says what the save gives until then: null queues nothing (the server would refuse it too), a
 * throw queues nothing and is the caller's. A refusal made now is thrown as an ApiError.
 */
export async function saveNowOrLater<T, L>(
  save: Omit<QueuedSave, 'seq' | 'queuedAt'>,
  offline: () => L | null,
): Promise<SaveOutcome<T, L>> {
  if (navigator.onLine && !(await hasWaiting(save.owner))) {
    try {
      const reply = await sendSave<T>(save, { quiet: false });
      publish({ unreachable: false });
      return { sent: true, reply };
    } catch (error) {
      if (!isNoResponse(error)) throw error;
      publish({ unreachable: true });
    }
  }
  const local = offline();
  if (local !== null) await queueSave(save);
  return { sent: false, local };
}

/** Drops every save of the owner that waits (a person signing out chose to discard them). */
export async function discardWaiting(owner: string): Promise<void> {
  await removeSaves((await savesOf(owner)).map((save) => save.seq as number));
  await refresh(currentOwner());
}

let running: Promise<void> | null = null;

/** Sends the waiting saves of the signed-in person, oldest first; stops at the first that gets no answer. */
export function sendWaiting(): Promise<void> {
  running ??= drain().finally(() => {
    running = null;
  });
  return running;
}

async function drain(): Promise<void> {
  const owner = currentOwner();
  let sent = 0;
  try {
    for (;;) {
      const [next, ...rest] = await refresh(owner);
      if (!next) break;
      publish({ sending: true });
      const outcome = await attempt(next);
      if (outcome === 'wait') break;
      if (outcome === 'sent') {
        sent++;
        await removeSaves([next.seq as number]);
        continue;
      }
      // Refused: the saves behind it for the same record cannot be taken either.
      const dropped = [next, ...rest.filter((save) => save.subject === next.subject)];
      await removeSaves(dropped.map((save) => save.seq as number));
      showToast('error', OUTBOX_MESSAGES.refused(next.label, outcome.reason), TOAST_SECONDS.globalError);
    }
  } finally {
    publish({ sending: false });
  }
  if (sent > 0 && (await refresh(owner)).length === 0) {
    showToast('success', OUTBOX_MESSAGES.allSent, TOAST_SECONDS.default);
  }
}

/** Sent, to be tried again later (no answer, the server's trouble, a sign-in to renew), or refused with the reason. */
async function attempt(save: QueuedSave): Promise<'sent' | 'wait' | { reason: string }> {
  try {
    await sendSave(save);
    publish({ unreachable: false });
    return 'sent';
  } catch (error) {
    if (isNoResponse(error)) {
      publish({ unreachable: true });
      return 'wait';
    }
    if (error instanceof ApiError) {
      if (error.status === 401 || error.status === 408 || error.status === 429 || error.status >= 500) return 'wait';
      return { reason: error.message };
    }
    return 'wait';
  }
}
