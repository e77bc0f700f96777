import { type DBSchema, type IDBPDatabase, openDB } from 'idb';

/**
 * The saves waiting for the network (issue 27), kept in IndexedDB so that closing the tab,
 * reloading or restarting the phone loses none: one row a save, in the order they were made,
 * photos as blobs. outbox.ts sends them; this file only stores them.
 */

/** A file of a queued upload, kept as the blob the user chose. */
export interface QueuedFile {
  blob: Blob;
  name: string;
}

export interface QueuedSave {
  /** The order saves are sent in (IndexedDB's own counter). */
  seq?: number;
  /** Whose save it is: only that person, in that company, sends it (`ownerOf`). */
  owner: string;
  /** The record it changes (an event's id): a refusal drops the saves behind it for that record. */
  subject: string;
  /** What the user is told of it if it is refused, e.g. 'The report at Harbor Point'. */
  label: string;
  /** GET for a read that changes something, kept to be sent in order (a task location's begin). */
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The API path with the company, as the call was made. */
  path: string;
  /** Sent as Idempotency-Key: a save the server already has answers what it answered then. */
  key: string;
  /** A JSON save's body. */
  body?: unknown;
  /** An upload's text fields and files (multipart). */
  fields?: Record<string, string>;
  files?: QueuedFile[];
  queuedAt: number;
}

interface OfflineSchema extends DBSchema {
  saves: { key: number; value: QueuedSave; indexes: { owner: string } };
  /** Other things kept on the device, by name (offline-values.ts). */
  values: { key: string; value: unknown };
}

const DATABASE = 'property-ops-offline';
let opened: Promise<IDBPDatabase<OfflineSchema>> | null = null;

function database(): Promise<IDBPDatabase<OfflineSchema>> {
  opened ??= openDB<OfflineSchema>(DATABASE, 2, {
    // By what is there rather than by version: whatever made an earlier version, each store exists after.
    upgrade(db) {
      if (!db.objectStoreNames.contains('saves')) {
        const saves = db.createObjectStore('saves', { keyPath: 'seq', autoIncrement: true });
        saves.createIndex('owner', 'owner');
      }
      if (!db.objectStoreNames.contains('values')) db.createObjectStore('values');
    },
  });
  return opened;
}

/** The device's offline database (the outbox's saves, and the values offline-values.ts keeps). */
export const offlineDatabase = database;

/** Who owns a queued save: a person (their id in the company) in one company. */
export function ownerOf(personId: string, companyId: string): string {
  return `${personId}|${companyId}`;
}

export async function addSave(save: QueuedSave): Promise<number> {
  return (await database()).add('saves', save);
}

/** The owner's saves, oldest first. */
export async function savesOf(owner: string): Promise<QueuedSave[]> {
  const rows = await (await database()).getAllFromIndex('saves', 'owner', owner);
  return rows.sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
}

export async function removeSaves(seqs: readonly number[]): Promise<void> {
  const tx = (await database()).transaction('saves', 'readwrite');
  await Promise.all([...seqs.map((seq) => tx.store.delete(seq)), tx.done]);
}
