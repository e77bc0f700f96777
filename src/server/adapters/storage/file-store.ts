import type { Readable } from 'node:stream';

/** What is known about a stored object without reading it. */
export interface StoredFileInfo {
  size: number;
  contentType: string;
}

/** A stored object opened for reading: the caller streams `body` (and must consume or destroy it). */
export interface StoredFile extends StoredFileInfo {
  body: Readable;
}

export interface PutOptions {
  contentType: string;
  /** The object may not be larger: past this many bytes the upload fails with FileTooLargeError and nothing is kept. */
  maxBytes: number;
}

/**
 * Where uploaded files live: the embedded disk store (DATA_DIR/files) or any S3-compatible
 * service (S3_BUCKET). Keys come from `newFileKey` (`<companyId>/<uuid>`), never from a user's
 * file name. An object appears whole or not at all: a put whose source fails, or that passes its
 * limit, leaves nothing behind. A missing object is a FileNotFoundError (a 404 for the caller).
 */
export interface FileStore {
  /** Streams `body` into the object `key`, replacing any object there; resolves with the bytes stored. */
  put(key: string, body: Readable, options: PutOptions): Promise<{ size: number }>;
  /** Opens the object for streaming; FileNotFoundError when there is none. */
  get(key: string): Promise<StoredFile>;
  /** Size and content type; FileNotFoundError when there is none. */
  head(key: string): Promise<StoredFileInfo>;
  exists(key: string): Promise<boolean>;
  /** Removes the object; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
}
