/**
 * The Add Event wizard's uploads: the Images/Videos tab and the Image Upload steps (spec 001 §2,
 * §3 "Media", "Accepted file type", §5 "The upload button…", §7 "Uploads"). Pure.
 */
import {
  FILE_KINDS,
  type FileType,
  isAcceptedFile,
  type ServedFileType,
} from '../../../domain/resources/accepted-file-types.ts';
import { mediaUploadText } from '../../i18n/en/media-upload.ts';
import { translate } from '../../i18n/language.ts';

/**
 * The kinds the wizard uploads: images and videos, on the Images/Videos tab and on an Image
 * Upload step alike (the question-media upload answers with both images and video, §7).
 */
export const WIZARD_MEDIA_KINDS: readonly FileType[] = [FILE_KINDS.image, FILE_KINDS.video];

/**
 * The chosen files an uploader refuses to send: not an accepted extension of its kinds (the
 * wizard's images and videos; event management's Upload Images takes images only).
 */
export function refusedMediaFiles<F extends { name: string }>(
  files: readonly F[],
  types: readonly ServedFileType[],
  kinds: readonly FileType[] = WIZARD_MEDIA_KINDS,
): F[] {
  return files.filter((file) => !isAcceptedFile(file.name, kinds, types));
}

/**
 * How an uploader names what it takes, one and several, in the language spoken: 'image or video' /
 * 'images or videos', 'image' / 'images'.
 */
export function mediaKindsWords(kinds: readonly FileType[]): { one: string; many: string } {
  const [one, many] = kinds.includes(FILE_KINDS.video)
    ? (['imageOrVideo', 'imagesOrVideos'] as const)
    : (['image', 'images'] as const);
  return { one: translate(mediaUploadText, one), many: translate(mediaUploadText, many) };
}

export interface UploadFormState {
  /** The upload form's own checks pass (every chosen file is accepted, see `refusedMediaFiles`). */
  formValid: boolean;
  /** An upload of this form is running. */
  uploading: boolean;
  /** Files chosen and not yet sent. */
  fileCount: number;
}

/** §5: the upload button is enabled only when the form is valid, no upload is running and a file is chosen. */
export function canUpload(state: UploadFormState): boolean {
  return state.formValid && !state.uploading && state.fileCount > 0;
}

/**
 * Whether the Images/Videos tab's Next (the finishing save) may be pressed. Images and videos are
 * optional (the spec requires none), but finishing while an upload runs would end the report
 * with a file still arriving, so Next waits for running uploads to end or be cancelled.
 */
export function canFinishMedia(state: Pick<UploadFormState, 'uploading'>): boolean {
  return !state.uploading;
}

/** Whether a media item is shown as a video (by its content type) or an image (§3 "Media"). */
export function isVideoMedia(media: { contentType: string | null | undefined }): boolean {
  return (media.contentType ?? '').toLowerCase().startsWith('video/');
}
