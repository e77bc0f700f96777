import { dehydrate, hydrate, type Query, type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from '../session/session-context.ts';
import { del, get, set } from './offline-values.ts';
import { ownerOf } from './outbox-store.ts';

/**
 * The reads the Add Event wizard needs, kept on the device (issue 27) so that the app opened with
 * no signal — started from the service worker, the session resumed — can still report: the
 * person's first page of properties, the event types and categories, the procedures an event
 * follows and the accepted file types; My Tasks and its open locations' procedures (previews). Kept per person and company, restored when the session is
 * ready (newer data in memory wins), dropped after a week. React Query's own dehydrate/hydrate;
 * IndexedDB through offline-values.ts.
 */

const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
const SAVE_DELAY_MS = 1_000;

/** Whether a query is one of the field reads kept offline (by the first parts of its key). */
export function isFieldRead(queryKey: readonly unknown[]): boolean {
  const [name, , path, , search] = queryKey;
  if (name === 'reportingProcedures' || name === 'acceptedFileTypes') return true;
  // My Tasks and the previews of its open locations: the Perform wizard offline.
  if (name === 'myRoutineTasks' || name === 'performPreview') return true;
  // Reports made or saved offline: resumed from 'Events in Progress' after a reload.
  if (name === 'keptReport') return true;
  if (name === 'eventTypes' && queryKey[2] === 'procedure-choices') return true;
  // The property picker's first page (no search typed): the wizard's list offline.
  return name === 'associationPicker' && path === '/user/properties' && search === '';
}

interface Kept {
  savedAt: number;
  state: ReturnType<typeof dehydrate>;
}

const keyOf = (owner: string) => `field-reads:${owner}`;

/** Puts back what was kept for the owner (nothing older than a week). */
export async function restoreFieldReads(client: QueryClient, owner: string): Promise<void> {
  const kept = await get<Kept>(keyOf(owner));
  if (!kept) return;
  if (Date.now() - kept.savedAt > MAX_AGE_MS) return del(keyOf(owner));
  hydrate(client, kept.state);
}

/** Keeps the owner's field reads each time one of them changes (a read a second after, once for a burst; a local state at once); answers the stop. */
export function keepFieldReads(client: QueryClient, owner: string): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    const state = dehydrate(client, {
      shouldDehydrateQuery: (query: Query) => query.state.data !== undefined && isFieldRead(query.queryKey),
    });
    // A read tried again offline fails (status 'error') but keeps its data: that data is kept.
    state.queries = state.queries.map((query) =>
      query.state.status === 'error' ? { ...query, state: { ...query.state, status: 'success', error: null } } : query,
    );
    void set(keyOf(owner), { savedAt: Date.now(), state } satisfies Kept);
  };
  const later = () => {
    clearTimeout(timer);
    timer = setTimeout(save, SAVE_DELAY_MS);
  };
  const stop = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || !isFieldRead(event.query.queryKey)) return;
    // A wizard's own state set offline (setQueryData: `manual`) is kept at once, since the page may be
    // reloaded the next moment; reads from the server once for a burst.
    if (event.action.manual) save();
    else later();
  });
  // What the page read before this began (the machinery loads beside the field page).
  later();
  return () => {
    clearTimeout(timer);
    stop();
  };
}

/** Restores, then keeps, the signed-in person's field reads while the session is ready. */
export function useKeptFieldReads(): void {
  const client = useQueryClient();
  const { status, personId, currentCompany } = useSession();
  const owner = status === 'ready' && personId && currentCompany ? ownerOf(personId, currentCompany.companyId) : null;
  useEffect(() => {
    if (!owner) return;
    let stop: (() => void) | undefined;
    let current = true;
    void restoreFieldReads(client, owner)
      .catch(() => undefined)
      .then(() => {
        if (current) stop = keepFieldReads(client, owner);
      });
    return () => {
      current = false;
      stop?.();
    };
  }, [client, owner]);
}
