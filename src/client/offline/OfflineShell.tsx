import { OutboxBanner } from './OutboxBanner.tsx';
import { useKeptFieldReads } from './persisted-queries.ts';

/** What the app frame runs for use without a signal (issue 27): the field reads kept, and the outbox's banner. */
export function OfflineShell() {
  useKeptFieldReads();
  return <OutboxBanner />;
}
