import { describe, expect, it } from 'vitest';
import {
  isUploading,
  LEAVE_MESSAGES,
  leaveDecision,
  percentOf,
  type QueuedFile,
  uploadQueueReducer,
  uploadReadiness,
  waitingFiles,
} from '../../../../src/client/pages/event-add/upload-queue.ts';
import { ACCEPTED_FILE_TYPES, FILE_KINDS } from '../../../../src/domain/resources/accepted-file-types.ts';

type Named = { name: string };
const file = (name: string): Named => ({ name });
const reduce = uploadQueueReducer<Named>;

function queueOf(...names: string[]): QueuedFile<Named>[] {
  return reduce([], { kind: 'add', files: names.map((name, index) => ({ key: `k${index}`, file: file(name) })) });
}

describe('the uploader files (spec 001 §5)', () => {
  it('a chosen file is sent, shows its progress, and leaves the list once uploaded or cancelled', () => {
    let queue = queueOf('a.png', 'b.mp4');
    expect(queue.map((entry) => entry.status)).toEqual(['chosen', 'chosen']);
    queue = reduce(queue, { kind: 'start', key: 'k0' });
    queue = reduce(queue, { kind: 'progress', key: 'k0', loaded: 50, total: 200 });
    expect(isUploading(queue)).toBe(true);
    expect(percentOf(queue[0])).toBe(25);
    expect(waitingFiles(queue).map((entry) => entry.key)).toEqual(['k1']);
    queue = reduce(queue, { kind: 'remove', key: 'k0' });
    expect(queue.map((entry) => entry.key)).toEqual(['k1']);
  });

  it('a failed file stays with its reason and is sent again by the next Upload', () => {
    let queue = queueOf('a.png');
    queue = reduce(queue, { kind: 'start', key: 'k0' });
    queue = reduce(queue, { kind: 'failed', key: 'k0', message: 'The file is too large' });
    expect(queue[0]).toMatchObject({ status: 'failed', error: 'The file is too large' });
    expect(waitingFiles(queue)).toHaveLength(1);
    expect(reduce(queue, { kind: 'start', key: 'k0' })[0]).toMatchObject({
      status: 'uploading',
      error: null,
      loaded: 0,
    });
  });

  it('progress is 0 % until the size is known, and never above 100 %', () => {
    expect(percentOf({ loaded: 10, total: 0 })).toBe(0);
    expect(percentOf({ loaded: 300, total: 200 })).toBe(100);
  });

  it('Upload is enabled only with every chosen file accepted, nothing running and a file waiting', () => {
    expect(uploadReadiness([], ACCEPTED_FILE_TYPES).canUpload).toBe(false);
    expect(uploadReadiness(queueOf('a.png', 'clip.webm'), ACCEPTED_FILE_TYPES).canUpload).toBe(true);
    const withDocument = uploadReadiness(queueOf('a.png', 'notes.pdf'), ACCEPTED_FILE_TYPES);
    expect(withDocument.canUpload).toBe(false);
    expect(withDocument.refused.map((entry) => entry.file.name)).toEqual(['notes.pdf']);
    const running = reduce(queueOf('a.png', 'b.png'), { kind: 'start', key: 'k0' });
    expect(uploadReadiness(running, ACCEPTED_FILE_TYPES).canUpload).toBe(false);
  });

  it('takes the accepted extensions from the served list', () => {
    const onlyPng = [{ type: 2 as const, ext: 'png' }];
    expect(uploadReadiness(queueOf('a.jpg'), onlyPng).canUpload).toBe(false);
    expect(uploadReadiness(queueOf('a.PNG'), onlyPng).canUpload).toBe(true);
  });
});

describe('leaving a step with chosen files (issue 23: nothing a user chose may vanish)', () => {
  it('moves on when nothing waits, and uploads first what was chosen or failed', () => {
    expect(leaveDecision([], ACCEPTED_FILE_TYPES)).toEqual({ kind: 'go' });
    expect(leaveDecision(queueOf('a.png'), ACCEPTED_FILE_TYPES)).toEqual({ kind: 'upload' });
    const failed = reduce(reduce(queueOf('a.png'), { kind: 'start', key: 'k0' }), {
      kind: 'failed',
      key: 'k0',
      message: 'The file is too large',
    });
    expect(leaveDecision(failed, ACCEPTED_FILE_TYPES)).toEqual({ kind: 'upload' });
  });

  it('stays, saying why, while an upload runs or a chosen file cannot be sent here', () => {
    const running = reduce(queueOf('a.png', 'b.png'), { kind: 'start', key: 'k0' });
    expect(leaveDecision(running, ACCEPTED_FILE_TYPES)).toEqual({ kind: 'stay', message: LEAVE_MESSAGES.uploading });
    expect(leaveDecision(queueOf('a.png', 'notes.pdf'), ACCEPTED_FILE_TYPES)).toEqual({
      kind: 'stay',
      message: LEAVE_MESSAGES.refused,
    });
    // A task's Image Upload step takes images only: a video waits to be removed.
    expect(leaveDecision(queueOf('clip.mp4'), ACCEPTED_FILE_TYPES, [FILE_KINDS.image])).toEqual({
      kind: 'stay',
      message: LEAVE_MESSAGES.refused,
    });
  });
});
