import type { UploadProgress } from '../../api/upload-endpoint.ts';
import { hasWaiting, queueSave, requireOwner } from '../../offline/outbox.ts';
import { isNoResponse } from '../../offline/send-save.ts';
import { lastStoredOf, rememberStored, withWaitingMedia } from '../../offline/waiting-media.ts';
import type { MediaLists, MediaSource } from './media-source.ts';

/** A media target (an event, an event's Image Upload step, a task location's step) and its calls. */
export interface KeptMediaTarget {
  key: readonly unknown[];
  /** The upload's API path: what the photos waiting for it are kept under. */
  path: string;
  /** The record the upload belongs to (the event's or the task location's id) and how a refusal names it. */
  subject: string;
  label: string;
  stored: (signal: AbortSignal, quiet: boolean) => Promise<MediaLists>;
  upload: (
    file: File,
    onProgress: (progress: UploadProgress) => void,
    signal: AbortSignal,
    idempotencyKey: string,
  ) => Promise<MediaLists>;
}

/**
 * A media source that works without a signal (issue 27): a file goes at once when the network
 * answers and nothing waits before it (with its progress), else it is kept in the outbox with its
 * Idempotency-Key and shown from its blob; the list is the stored media (the last known, offline)
 * followed by the photos waiting.
 */
export function keptMediaSource(target: KeptMediaTarget): MediaSource {
  const { path } = target;
  return {
    key: target.key,
    list: async (signal) => {
      let stored: MediaLists;
      try {
        stored = rememberStored(path, await target.stored(signal, !navigator.onLine));
      } catch (error) {
        if (!isNoResponse(error)) throw error;
        stored = lastStoredOf(path);
      }
      return withWaitingMedia(requireOwner(), path, stored);
    },
    send: async (file, onProgress, signal) => {
      const key = crypto.randomUUID();
      if (navigator.onLine && !(await hasWaiting(requireOwner()))) {
        try {
          return rememberStored(path, await target.upload(file, onProgress, signal, key));
        } catch (error) {
          if (!isNoResponse(error)) throw error;
        }
      }
      await queueSave({
        owner: requireOwner(),
        subject: target.subject,
        label: target.label,
        method: 'POST',
        path,
        key,
        files: [{ blob: file, name: file.name }],
      });
      return { ...(await withWaitingMedia(requireOwner(), path, lastStoredOf(path))), kept: true };
    },
  };
}
