import { ACCEPTED_FILE_TYPES, FILE_KINDS } from '../src/domain/resources/accepted-file-types.ts';
import { text } from './primitives.ts';
import { binaryReply, companyEndpoint } from './protocol/contract.ts';

/**
 * Files of events: the accepted file types, the event's and its steps' images and videos, and the
 * download of any stored file (spec 001 §3 'Media', 'Accepted file type', §7 'Uploads'). The
 * bytes live in the file store (src/server/adapters/storage); a row describes each.
 */

/** An image or video (spec 001 §3 'Media'): publicUrl is the download endpoint's path. */
export const mediaSchema = {
  type: 'object',
  required: ['id', 'name', 'publicUrl', 'contentType', 'thumbnailUrl'],
  properties: {
    id: text,
    name: text,
    publicUrl: { type: 'string', description: 'GET it with the bearer token: the file, streamed' },
    contentType: text,
    thumbnailUrl: {
      type: ['string', 'null'],
      description: 'A 100×100 JPEG of an image (null for videos and images the server could not read)',
    },
    size: { type: 'integer', description: 'Bytes' },
  },
} as const;

const mediaLists = {
  images: { type: 'array', items: mediaSchema },
  videos: { type: 'array', items: mediaSchema },
} as const;

const mediaReply = {
  type: 'object',
  required: ['images', 'videos'],
  properties: mediaLists,
} as const;

const uploadReply = {
  type: 'object',
  required: ['success', 'images', 'videos'],
  properties: { success: { type: 'boolean' }, ...mediaLists },
  description: 'Every image and video of the target after the upload',
} as const;

const mediaUpload = { kinds: [FILE_KINDS.image, FILE_KINDS.video], multiple: true } as const;

const acceptedFileTypeSchema = {
  type: 'object',
  required: ['type', 'ext', 'class', 'color'],
  properties: {
    type: { type: 'integer', enum: [...new Set(ACCEPTED_FILE_TYPES.map((entry) => entry.type))] },
    ext: { type: 'string', description: 'Without the dot' },
    class: { type: 'string', description: 'The icon the client shows for it' },
    color: text,
  },
} as const;

/** Who may read and add an event's media: whoever reports events or manages them (and sees the event). */
const MEDIA_NEED = ['reportEvents', 'manageEvents'] as const;

export const fileEndpoints = {
  acceptedTypes: companyEndpoint({
    method: 'GET',
    path: '/acceptedFileTypes',
    tag: 'files',
    summary: 'The file types an upload may have: 1 document, 2 image, 3 video, with extension, icon and colour',
    need: 'member',
    reply: {
      type: 'object',
      required: ['acceptedFileTypes'],
      properties: { acceptedFileTypes: { type: 'array', items: acceptedFileTypeSchema } },
    },
    envelope: 'acceptedFileTypes',
  }),
  eventMedia: companyEndpoint({
    method: 'GET',
    path: '/events/:id/medias',
    tag: 'files',
    summary: "The event's own images and videos (not those of its procedure's steps), oldest first",
    need: MEDIA_NEED,
    reply: mediaReply,
  }),
  uploadEventMedia: companyEndpoint({
    idempotent: true,
    method: 'POST',
    path: '/events/:id/medias',
    tag: 'files',
    summary: 'Upload images and videos to the event (multipart, part name file, several allowed)',
    description:
      'The kind is decided from the bytes, not the name: anything else is refused with 400. Over the size limit of ' +
      'its kind: 413. A failed upload keeps none of the request\u2019s files.',
    need: MEDIA_NEED,
    upload: mediaUpload,
    reply: uploadReply,
    errorStatuses: [413],
  }),
  questionMedia: companyEndpoint({
    method: 'GET',
    path: '/events/:id/questions/:questionId/medias',
    tag: 'files',
    summary: "The images and videos of one Image Upload step of the event's procedure",
    need: MEDIA_NEED,
    reply: mediaReply,
  }),
  uploadQuestionMedia: companyEndpoint({
    idempotent: true,
    method: 'POST',
    path: '/events/:id/questions/:questionId/medias',
    tag: 'files',
    summary: "Upload images and videos as the answer of an Image Upload step of the event's procedure",
    description: 'As the event upload; the step must be an Image Upload step of this event.',
    need: MEDIA_NEED,
    upload: mediaUpload,
    reply: uploadReply,
    errorStatuses: [413],
  }),
  download: companyEndpoint({
    method: 'GET',
    path: '/files/:id',
    tag: 'files',
    summary: 'A stored file, streamed to a caller who may see it (images inline, anything else as attachment)',
    description:
      "An event's file: to whoever reports or manages events and sees the event. A file of the company's resources: " +
      "to every member; of a property's: to whoever sees the property. Deleted files and anything else: 404.",
    // Resources are for every member; the service applies each scope's rule.
    need: 'member',
    query: {
      type: 'object',
      additionalProperties: false,
      properties: { thumbnail: { type: 'boolean', default: false, description: "An image's 100×100 JPEG" } },
    },
    reply: binaryReply,
    download: true,
  }),
} as const;
