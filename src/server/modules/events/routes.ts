import { eventEndpoints } from '../../../../schemas/event.ts';
import { on } from '../../context/endpoint-routes.ts';
import { listEvents } from './list.ts';
import { answerEventQuestion, createEvent, listEventsInProgress, resumeEvent, saveEventProgress } from './wizard.ts';

/** Events list and wizard (spec 001 §7): each endpoint of schemas/event.ts and the service that answers it. */
export const eventRoutes = [
  on(eventEndpoints.list, (ctx, { query }) => listEvents(ctx, query)),
  on(eventEndpoints.create, (ctx, { body }) => createEvent(ctx, body)),
  on(eventEndpoints.saveProgress, (ctx, { params, body }) => saveEventProgress(ctx, params.id, body)),
  on(eventEndpoints.answer, (ctx, { params, body }) => answerEventQuestion(ctx, params.id, params.questionId, body)),
  on(eventEndpoints.resume, (ctx, { params }) => resumeEvent(ctx, params.id)),
  on(eventEndpoints.inProgress, (ctx, { params }) => listEventsInProgress(ctx, params.id)),
];
