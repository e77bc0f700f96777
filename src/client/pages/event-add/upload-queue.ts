import type { FileType, ServedFileType } from '../../../domain/resources/accepted-file-types.ts';
import { mediaUploadText } from '../../i18n/en/media-upload.ts';
import { translate } from '../../i18n/language.ts';
import { canUpload, refusedMediaFiles, WIZARD_MEDIA_KINDS } from './wizard-media.ts';

/**
 * The uploader's files (spec 001 §5 "The upload button…"): chosen, then sent one request each so
 * each has its own progress bar and Cancel. A file leaves the list once uploaded (it shows with
 * the target's media) or cancelled; a failed one stays, with the reason, to retry or remove.
 */
export type QueuedStatus = 'chosen' | 'uploading' | 'failed';

export interface QueuedFile<F extends { name: string } = File> {
  key: string;
  file: F;
  status: QueuedStatus;
  loaded: number;
  /** 0 while the browser does not know the request's size. */
  total: number;
  error: string | null;
}

export type QueueAction<F extends { name: string } = File> =
  | { kind: 'add'; files: { key: string; file: F }[] }
  /** A file taken off the list: removed before sending, uploaded, or cancelled while sending. */
  | { kind: 'remove'; key: string }
  | { kind: 'start'; key: string }
  | { kind: 'progress'; key: string; loaded: number; total: number }
  | { kind: 'failed'; key: string; message: string };

export function uploadQueueReducer<F extends { name: string }>(
  queue: QueuedFile<F>[],
  action: QueueAction<F>,
): QueuedFile<F>[] {
  const update = (key: string, change: Partial<QueuedFile<F>>) =>
    queue.map((entry) => (entry.key === key ? { ...entry, ...change } : entry));
  switch (action.kind) {
    case 'add':
      return [
        ...queue,
        ...action.files.map(({ key, file }) => ({
          key,
          file,
          status: 'chosen' as const,
          loaded: 0,
          total: 0,
          error: null,
        })),
      ];
    case 'remove':
      return queue.filter((entry) => entry.key !== action.key);
    case 'start':
      return update(action.key, { status: 'uploading', loaded: 0, total: 0, error: null });
    case 'progress':
      return update(action.key, { loaded: action.loaded, total: action.total });
    case 'failed':
      return update(action.key, { status: 'failed', error: action.message });
  }
}

/** The files Upload sends: chosen ones and failed ones (a retry). */
export function waitingFiles<F extends { name: string }>(queue: readonly QueuedFile<F>[]): QueuedFile<F>[] {
  return queue.filter((entry) => entry.status !== 'uploading');
}

export function isUploading(queue: readonly QueuedFile<{ name: string }>[]): boolean {
  return queue.some((entry) => entry.status === 'uploading');
}

/** A file's progress in percent (0 until the size is known). */
export function percentOf(entry: Pick<QueuedFile<{ name: string }>, 'loaded' | 'total'>): number {
  return entry.total > 0 ? Math.min(100, Math.round((entry.loaded / entry.total) * 100)) : 0;
}

export interface UploadReadiness<F extends { name: string }> {
  /** Chosen files not of an accepted kind (image or video): the form is invalid while any is listed. */
  refused: QueuedFile<F>[];
  /** §5: valid, nothing running, at least one file to send. */
  canUpload: boolean;
}

export function uploadReadiness<F extends { name: string }>(
  queue: readonly QueuedFile<F>[],
  types: readonly ServedFileType[],
  kinds: readonly FileType[] = WIZARD_MEDIA_KINDS,
): UploadReadiness<F> {
  const refusedFiles = new Set(
    refusedMediaFiles(
      queue.map((entry) => entry.file),
      types,
      kinds,
    ),
  );
  const refused = queue.filter((entry) => refusedFiles.has(entry.file));
  return {
    refused,
    canUpload: canUpload({
      formValid: refused.length === 0,
      uploading: isUploading(queue),
      fileCount: waitingFiles(queue).length,
    }),
  };
}

/** What a wizard says when a step with chosen files cannot be left yet (read when said: the language spoken then). */
export const LEAVE_MESSAGES = {
  get uploading() {
    return translate(mediaUploadText, 'leaveUploading');
  },
  get refused() {
    return translate(mediaUploadText, 'leaveRefused');
  },
  get notUploaded() {
    return translate(mediaUploadText, 'leaveNotUploaded');
  },
};

export type LeaveDecision =
  /** Nothing chosen waits: move on. */
  | { kind: 'go' }
  /** Chosen (or failed) files wait: upload them first, and move on only if every one arrives. */
  | { kind: 'upload' }
  /** Stay, and say why. */
  | { kind: 'stay'; message: string };

/**
 * Whether a wizard may leave the step (Next, Previous, Complete) of an uploader (issue 23): a file
 * the user chose is never dropped without a word. Files waiting are uploaded by the move itself,
 * with their progress; a running upload or a file that cannot be sent keeps the step on screen.
 */
export function leaveDecision<F extends { name: string }>(
  queue: readonly QueuedFile<F>[],
  types: readonly ServedFileType[],
  kinds: readonly FileType[] = WIZARD_MEDIA_KINDS,
): LeaveDecision {
  if (queue.length === 0) return { kind: 'go' };
  if (isUploading(queue)) return { kind: 'stay', message: LEAVE_MESSAGES.uploading };
  if (uploadReadiness(queue, types, kinds).refused.length > 0) return { kind: 'stay', message: LEAVE_MESSAGES.refused };
  return { kind: 'upload' };
}
