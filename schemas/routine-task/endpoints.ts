import { FILE_KINDS } from '../../src/domain/resources/accepted-file-types.ts';
import { text, uuid } from '../primitives.ts';
import { binaryReply, companyEndpoint } from '../protocol/contract.ts';
import { routineTaskSchema, savedRoutineTaskSchema, saveProgressSchema } from './entity.ts';
import { instanceSchema, myTaskSchema, performReply, resultForDisplaySchema, stepImagesSchema } from './replies.ts';

/**
 * Routine tasks: the endpoint table (schemas/endpoints.ts lists it under routineTasks). Every call
 * has feature: 'routineTasks' (404 for a company without it).
 */

const nullableText = { type: ['string', 'null'] } as const;
/** MM/DD/YYYY (spec 002 §7: the instance window's dates). */
const usDate = { type: 'string', pattern: '^\\d{2}/\\d{2}/\\d{4}$', description: 'MM/DD/YYYY' } as const;

const tag = 'routine tasks';
const feature = 'routineTasks';
/** Who may open an instance: an assignee (reportEvents) or a manager; the service checks which. */
const performers = ['reportEvents', 'manageProcedures', 'manageEvents'] as const;
const resultParams = {
  type: 'object',
  required: ['id', 'resultId'],
  additionalProperties: false,
  properties: { id: uuid, resultId: uuid },
} as const;
const stepParams = {
  type: 'object',
  required: ['id', 'resultId', 'questionId'],
  additionalProperties: false,
  properties: { id: uuid, resultId: uuid, questionId: uuid },
} as const;
const imageParams = {
  type: 'object',
  required: ['id', 'resultId', 'fileId'],
  additionalProperties: false,
  properties: { id: uuid, resultId: uuid, fileId: uuid },
} as const;
/** An Image Upload step takes photos: images only, several at a time (as the event media). */
const stepImagesUpload = { kinds: [FILE_KINDS.image], multiple: true } as const;

export const routineTaskEndpoints = {
  list: companyEndpoint({
    method: 'GET',
    path: '/property/:id/routineTasks',
    tag,
    summary: "The property's routine tasks by name (List View)",
    need: 'manageProcedures',
    feature,
    reply: {
      type: 'object',
      required: ['routineTasks'],
      properties: { routineTasks: { type: 'array', items: savedRoutineTaskSchema } },
    },
    envelope: 'routineTasks',
  }),
  instances: companyEndpoint({
    method: 'GET',
    path: '/property/:id/routineTaskInstances',
    tag,
    summary:
      "The property's task instances due in the window (both ends included) and those overdue today, stored when first read",
    description:
      'Occurrences come from each schedule in the property time zone; each is stored once (unique per task and due date), so two reads never create two. `overdue` is the same for any window: the open instances due before today at the property (from the 90-day lookback), as of the server clock; `today` is that day.',
    need: 'manageProcedures',
    feature,
    query: {
      type: 'object',
      required: ['startDate', 'endDate'],
      additionalProperties: false,
      properties: { startDate: usDate, endDate: usDate },
    },
    reply: {
      type: 'object',
      required: ['instances', 'overdue', 'today'],
      properties: {
        instances: { type: 'array', items: instanceSchema },
        overdue: {
          type: 'array',
          items: instanceSchema,
          description: 'Open instances due before today at the property (spec 002 §4 Overdue), whatever the window',
        },
        today: {
          type: 'string',
          format: 'date',
          description: "Today at the property (YYYY-MM-DD), the day 'overdue' is judged on",
        },
      },
    },
    envelope: 'instances',
  }),
  save: companyEndpoint({
    method: 'POST',
    path: '/routineTasks',
    tag,
    summary: 'Create (no id) or update a routine task with its schedule, locations and assigned people',
    description:
      'A changed schedule changes future instances only: stored instances from today on that nobody has begun are re-made; past and begun ones keep their answers. Records routineTask.created / routineTask.updated.',
    need: 'manageProcedures',
    feature,
    body: routineTaskSchema,
    reply: {
      type: 'object',
      required: ['success', 'failureReason', 'routineTask'],
      properties: { success: { type: 'boolean' }, failureReason: nullableText, routineTask: savedRoutineTaskSchema },
    },
    envelope: 'routineTask',
  }),
  mine: companyEndpoint({
    method: 'GET',
    path: '/routineTaskInstancesForThisUser',
    tag,
    summary: "The caller's assigned task locations: overdue, due this ISO week, completed in the last 7 days",
    need: 'reportEvents',
    feature,
    query: {
      type: 'object',
      additionalProperties: false,
      properties: { propertyId: uuid },
    },
    reply: {
      type: 'object',
      required: ['instances'],
      properties: { instances: { type: 'array', items: myTaskSchema } },
    },
    envelope: 'instances',
  }),
  locations: companyEndpoint({
    method: 'GET',
    path: '/routineTaskInstance/:id/locationsList',
    tag,
    summary: "An instance's locations with their result ids and statuses",
    need: performers,
    feature,
    reply: {
      type: 'object',
      required: ['results'],
      properties: {
        results: {
          type: 'array',
          items: {
            type: 'object',
            required: ['resultId', 'name', 'status'],
            additionalProperties: false,
            properties: { resultId: uuid, name: text, status: text },
          },
        },
      },
    },
    envelope: 'results',
  }),
  begin: companyEndpoint({
    method: 'GET',
    path: '/routineTaskInstance/:id/result/:resultId',
    tag,
    summary: 'Begin or resume one location of an instance (an assignee or a manager)',
    description: 'The first call marks it started by the caller (routineTaskResult.started).',
    need: performers,
    feature,
    params: resultParams,
    reply: performReply,
  }),
  preview: companyEndpoint({
    method: 'GET',
    path: '/routineTaskInstance/:id/result/:resultId/preview',
    tag,
    summary: 'What begin would answer for one location, changing nothing: for a wizard that performs offline',
    description:
      'A location not begun answers the procedure as it is now, unanswered, still Not Started; a begun one answers what was saved.',
    need: performers,
    feature,
    params: resultParams,
    reply: performReply,
  }),
  saveProgress: companyEndpoint({
    idempotent: true,
    method: 'POST',
    path: '/routineTaskInstance/:id/result/:resultId',
    tag,
    summary: 'Save the answers and trail; isSopComplete completes the location',
    description:
      'Completion of a Yes/No step answered No that says "on No, report an event" creates that event at the property in the same transaction (status New, reported by the caller, linked to the result).',
    need: performers,
    feature,
    params: resultParams,
    body: saveProgressSchema,
    reply: performReply,
    errorStatuses: [409],
  }),
  forDisplay: companyEndpoint({
    method: 'GET',
    path: '/routineTaskInstance/:id/result/:resultId/fordisplay',
    tag,
    summary: 'Task Details of one location of an instance',
    need: 'manageEvents',
    feature,
    params: resultParams,
    reply: {
      type: 'object',
      required: ['result'],
      properties: { result: resultForDisplaySchema },
    },
    envelope: 'result',
  }),
  stepImages: companyEndpoint({
    method: 'GET',
    path: '/routineTaskInstance/:id/result/:resultId/questions/:questionId/images',
    tag,
    summary: "The photos of one Image Upload step of a location's procedure, oldest first",
    description: 'To whoever may open the location (an assignee, or a manager of a property they see).',
    need: performers,
    feature,
    params: stepParams,
    reply: { type: 'object', required: ['images'], properties: { images: stepImagesSchema } },
  }),
  uploadStepImages: companyEndpoint({
    idempotent: true,
    method: 'POST',
    path: '/routineTaskInstance/:id/result/:resultId/questions/:questionId/images',
    tag,
    summary: 'Upload photos as the answer of an Image Upload step of a begun location (multipart, part name file)',
    description:
      'As the event media upload: the kind is decided from the bytes (images only, else 400), over the image size ' +
      'limit 413, a failed upload keeps none of the request\u2019s files. The step must be an Image Upload step of ' +
      "the location's procedure (400 on questionId); a location not begun is refused (400), a completed one 409. " +
      'Records routineTaskResult.images.uploaded.',
    need: performers,
    feature,
    params: stepParams,
    upload: stepImagesUpload,
    reply: {
      type: 'object',
      required: ['success', 'images'],
      properties: { success: { type: 'boolean' }, images: stepImagesSchema },
      description: 'Every photo of the step after the upload',
    },
    errorStatuses: [409, 413],
  }),
  stepImage: companyEndpoint({
    method: 'GET',
    path: '/routineTaskInstance/:id/result/:resultId/images/:fileId',
    tag,
    summary: 'A photo of a location result, streamed (or its 100×100 JPEG) to whoever may open the location',
    description:
      'Checked against the location at the moment it is read: anyone else, another result and another company get 404 or 403.',
    need: performers,
    feature,
    params: imageParams,
    query: {
      type: 'object',
      additionalProperties: false,
      properties: { thumbnail: { type: 'boolean', default: false, description: "The photo's 100×100 JPEG" } },
    },
    reply: binaryReply,
    download: true,
  }),
} as const;
