import { useState } from 'react';
import type { FileType } from '../../../domain/resources/accepted-file-types.ts';
import { mediaUploadText } from '../../i18n/en/media-upload.ts';
import { translate } from '../../i18n/language.ts';
import { type MediaSource, useMedia, useStoreMedia } from './media-source.ts';
import { LEAVE_MESSAGES, leaveDecision } from './upload-queue.ts';
import { useMediaUpload } from './use-media-upload.ts';
import { useAcceptedFileTypes } from './wizard-api.ts';
import { WIZARD_MEDIA_KINDS } from './wizard-media.ts';

const NOTHING_TO_SEND = () => Promise.reject(new Error(translate(mediaUploadText, 'noFilesHere')));

/**
 * A wizard step that takes media (the Add Event wizard's Images/Videos tab and Image Upload
 * steps, the Perform Task wizard's Image Upload steps): what the target holds, the uploader's
 * queue, and `leave` for the step's Next, Previous or Complete. Leaving uploads what was chosen
 * first (each file with its progress bar) and moves only when every file arrived; a running
 * upload or a file that cannot be sent keeps the step, with the reason under the uploader. So a
 * photo chosen and never sent is never lost without a word (issue 23). Without a source (a step
 * of another type) it reads nothing and `leave` just moves.
 */
export function useMediaStep(source: MediaSource | null, kinds: readonly FileType[] = WIZARD_MEDIA_KINDS) {
  const types = useAcceptedFileTypes();
  const media = useMedia(source);
  const upload = useMediaUpload(source?.send ?? NOTHING_TO_SEND, useStoreMedia(source));
  const [problem, setProblem] = useState<string | null>(null);

  const leave = async (move: () => unknown) => {
    const decision = leaveDecision(upload.queue, types.data ?? [], kinds);
    if (decision.kind === 'stay') return setProblem(decision.message);
    if (decision.kind === 'upload' && !(await upload.uploadAll())) return setProblem(LEAVE_MESSAGES.notUploaded);
    setProblem(null);
    await move();
  };

  return {
    kinds,
    types,
    media,
    upload,
    /** Why the step was not left; shown while files are still listed. */
    problem: upload.queue.length > 0 ? problem : null,
    /** An upload runs (the step's own Upload or a move's): the wizard's buttons wait. */
    uploading: upload.uploading,
    leave,
  };
}

export type MediaStep = ReturnType<typeof useMediaStep>;
