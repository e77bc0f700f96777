import { ApiError } from '../api/http.ts';
import { offlineText } from '../i18n/en/offline.ts';
import { translate } from '../i18n/language.ts';
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
 * silently. The messages are the product's own (the specification has no offline words), in
 * i18n/en/offline.ts and its translations.
 */

/** A count's message: the key for one, or the key for more with the count. */
const counted = (one: OfflineKey, many: OfflineKey, count: number) =>
  count === 1 ? translate(offlineText, one) : translate(offlineText, many, { count });
type OfflineKey = keyof typeof offlineText.en & string;

/** The outbox's words in the language the app speaks when they are read (i18n/en/offline.ts). */
export const OUTBOX_MESSAGES = {
  get allSent() {
    return translate(offlineText, 'allSent');
  },
  refused: (label: string, reason: string) => translate(offlineText, 'refused', { label, reason }),
  reportLabel: (property: string) => translate(offlineText, 'reportLabel', { property }),
  taskLabel: (task: string, location: string) => translate(offlineText, 'taskLabel', { task, location }),
  get someTask() {
    return translate(offlineText, 'someTask');
  },
  get waitingToSend() {
    return translate(offlineText, 'waitingToSend');
  },
  offline: (count: number) => counted('offlineOne', 'offlineMany', count),
  get offlineNothingWaiting() {
    return translate(offlineText, 'offlineNothingWaiting');
  },
  sending: (count: number) => counted('sendingOne', 'sendingMany', count),
  waitingOnline: (count: number) => counted('waitingOnlineOne', 'waitingOnlineMany', count),
  get reportedOffline() {
    return translate(offlineText, 'reportedOffline');
  },
  get numberLater() {
    return translate(offlineText, 'numberLater');
  },
  get mediaKept() {
    return translate(offlineText, 'mediaKept');
  },
  get logoutTitle() {
    return translate(offlineText, 'logoutTitle');
  },
  logoutContent: (count: number) => counted('logoutContentOne', 'logoutContentMany', count),
  logoutNotAllSent: (count: number) => counted('logoutNotAllSentOne', 'logoutNotAllSentMany', count),
  get sendAndLogout() {
    return translate(offlineText, 'sendAndLogout');
  },
  get keepAndLogout() {
    return translate(offlineText, 'keepAndLogout');
  },
  get discardAndLogout() {
    return translate(offlineText, 'discardAndLogout');
  },
  get cancel() {
    return translate(offlineText, 'cancel');
  },
};

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

/** The current owner, for a save being made: a wizard runs only within a chosen company. */
export function requireOwner(): string {
  const found = currentOwner();
  if (!found) throw new Error('No current company');
  return found;
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

/**
 * Reads how many saves of the signed-in person wait, for the banner and the 'Waiting to send'
 * markers: on an app started offline nothing is sent, so nothing else would count them.
 */
export async function countWaiting(): Promise<void> {
  await refresh(currentOwner());
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
