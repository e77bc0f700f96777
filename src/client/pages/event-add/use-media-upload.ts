import { useEffect, useReducer, useRef } from 'react';
import { ApiError } from '../../api/http.ts';
import { mediaUploadText } from '../../i18n/en/media-upload.ts';
import { textOf, translate } from '../../i18n/language.ts';
import { OUTBOX_MESSAGES } from '../../offline/outbox.ts';
import { MESSAGES, TOAST_SECONDS } from '../../rules/messages.ts';
import { showToast } from '../../session/toasts.ts';
import type { MediaLists, MediaSender } from './media-source.ts';
import { isUploading, type QueuedFile, uploadQueueReducer, waitingFiles } from './upload-queue.ts';

/** Why an upload failed, in words: the server's reason (400 not an accepted file, 413 too large) or no connection. */
function failureReason(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof TypeError) return MESSAGES.noResponse;
  return error instanceof Error ? error.message : translate(mediaUploadText, 'uploadFailed');
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * The uploader's files and their sending (through `send`: the event's, a step's or a task step's
 * upload): one request a file, one after another, each with its progress and Cancel; 'Media
 * upload successfully' (4 s) once any arrived and an error toast (4 s) for any that did not
 * (spec 001 §8). Leaving the page cancels what is still running.
 */
export function useMediaUpload(send: MediaSender, onUploaded: (lists: MediaLists) => void) {
  const [queue, dispatch] = useReducer(uploadQueueReducer<File>, []);
  const controllers = useRef(new Map<string, AbortController>());
  const mounted = useRef(true);
  const counter = useRef(0);

  useEffect(() => {
    mounted.current = true;
    const running = controllers.current;
    return () => {
      mounted.current = false;
      for (const controller of running.values()) controller.abort();
    };
  }, []);

  const add = (files: readonly File[]) =>
    dispatch({ kind: 'add', files: files.map((file) => ({ key: `file-${++counter.current}`, file })) });

  const sendOne = async (entry: QueuedFile): Promise<'done' | 'kept' | 'cancelled' | string> => {
    const controller = new AbortController();
    controllers.current.set(entry.key, controller);
    dispatch({ kind: 'start', key: entry.key });
    try {
      const lists = await send(
        entry.file,
        ({ loaded, total }) => dispatch({ kind: 'progress', key: entry.key, loaded, total }),
        controller.signal,
      );
      onUploaded(lists);
      dispatch({ kind: 'remove', key: entry.key });
      return lists.kept ? 'kept' : 'done';
    } catch (error) {
      if (isAbort(error)) {
        dispatch({ kind: 'remove', key: entry.key });
        return 'cancelled';
      }
      const reason = failureReason(error);
      dispatch({ kind: 'failed', key: entry.key, message: reason });
      return reason;
    } finally {
      controllers.current.delete(entry.key);
    }
  };

  /** Sends every waiting file; true when each of them arrived (none failed or was cancelled). */
  const uploadAll = async (): Promise<boolean> => {
    let uploaded = 0;
    let kept = 0;
    const failures: { name: string; reason: string }[] = [];
    const waiting = waitingFiles(queue);
    for (const entry of waiting) {
      if (!mounted.current) return false;
      const outcome = await sendOne(entry);
      if (outcome === 'done') uploaded++;
      else if (outcome === 'kept') kept++;
      else if (outcome !== 'cancelled') failures.push({ name: entry.file.name, reason: outcome });
    }
    if (!mounted.current) return false;
    const say = textOf(mediaUploadText);
    if (uploaded > 0) showToast('success', say('uploaded'), TOAST_SECONDS.default);
    // Kept offline: not 'uploaded', which would not be true yet.
    if (kept > 0) showToast('info', OUTBOX_MESSAGES.mediaKept, TOAST_SECONDS.default);
    if (failures.length === 1) showToast('error', say('notUploadedOne', failures[0]), TOAST_SECONDS.default);
    if (failures.length > 1) {
      showToast('error', say('notUploadedMany', { count: failures.length }), TOAST_SECONDS.default);
    }
    return uploaded + kept === waiting.length;
  };

  return {
    queue,
    uploading: isUploading(queue),
    add,
    /** Takes a file off the list before it is sent (or after it failed). */
    remove: (key: string) => dispatch({ kind: 'remove', key }),
    /** Stops a file being sent; it leaves the list. */
    cancel: (key: string) => controllers.current.get(key)?.abort(),
    uploadAll,
  };
}
