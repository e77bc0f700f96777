import { useQueryClient } from '@tanstack/react-query';
import { Alert, Tag } from 'antd';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useSession } from '../session/session-context.ts';
import { countWaiting, OUTBOX_MESSAGES, outboxState, sendWaiting, subscribeOutbox } from './outbox.ts';

/**
 * Retrying while saves wait and the browser believes it is online: navigator.onLine can be wrong
 * (a captive portal, a server restarting, a reload under an emulated offline), and a try that
 * gets no answer costs one small request.
 */
const RETRY_MS = 5_000;

function subscribeOnline(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** Whether the browser has a network (navigator.onLine, followed). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}

export function useOutbox() {
  return useSyncExternalStore(subscribeOutbox, outboxState, outboxState);
}

/**
 * Sends the outbox's saves when they can go: once the session is ready (an app started with saves
 * waiting), when the network returns, and every half minute while any wait. Once they are all
 * sent, the media lists are read again, so photos taken offline show as stored.
 * `online` is the browser's belief; a try that got no answer still counts as offline on screen.
 */
function useOutboxSending(waiting: number, online: boolean): void {
  const { status, currentCompany, personId } = useSession();
  const queryClient = useQueryClient();
  const ready = status === 'ready';
  // A change of person or company sends what the new owner has waiting.
  const owner = personId && currentCompany ? `${personId}|${currentCompany.companyId}` : null;
  useEffect(() => {
    if (!ready || !owner) return;
    // Online it sends (and counts what is left); offline it only counts: an app opened with no
    // network (navigator.onLine false from the start) still says what waits on the device.
    void (online ? sendWaiting() : countWaiting());
  }, [ready, online, owner]);
  useEffect(() => {
    if (!ready || !online || waiting === 0) return;
    const timer = setInterval(() => void sendWaiting(), RETRY_MS);
    return () => clearInterval(timer);
  }, [ready, online, waiting]);
  const before = useRef(waiting);
  useEffect(() => {
    if (before.current > 0 && waiting === 0) void queryClient.invalidateQueries({ queryKey: ['media'] });
    before.current = waiting;
  }, [waiting, queryClient]);
}

/**
 * What the user sees of the outbox (issue 27): offline, 'Offline — N changes waiting'; online with
 * saves still to go, how many and that they are being sent. Nothing when online and all is sent.
 */
export function OutboxBanner() {
  const outbox = useOutbox();
  const online = useOnline() && !outbox.unreachable;
  useOutboxSending(outbox.waiting, useOnline());
  if (online && outbox.waiting === 0) return null;
  const message = !online
    ? outbox.waiting > 0
      ? OUTBOX_MESSAGES.offline(outbox.waiting)
      : OUTBOX_MESSAGES.offlineNothingWaiting
    : outbox.sending
      ? OUTBOX_MESSAGES.sending(outbox.waiting)
      : OUTBOX_MESSAGES.waitingOnline(outbox.waiting);
  return (
    <div role="status" className="outbox-banner">
      <Alert banner showIcon type={online ? 'info' : 'warning'} message={message} />
    </div>
  );
}

/** The 'Waiting to send' marker of a record with saves in the outbox (nothing otherwise). */
export function WaitingToSend({ subject }: { subject: string }) {
  const outbox = useOutbox();
  if (!outbox.subjects.has(subject)) return null;
  return <Tag color="warning">{OUTBOX_MESSAGES.waitingToSend}</Tag>;
}
