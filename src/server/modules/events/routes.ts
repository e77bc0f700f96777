import { eventEndpoints } from '../../../../schemas/event/endpoints.ts';
import { eventManagementEndpoints as manage } from '../../../../schemas/event-management/endpoints.ts';
import { on } from '../../context/endpoint-routes.ts';
import { listEventActivity } from './activity.ts';
import { archiveEvent } from './archive.ts';
import { saveEventDetails } from './details.ts';
import { canUserViewEvent, getEventForDisplay } from './display.ts';
import { exportEvents } from './export.ts';
import { listEvents } from './list.ts';
import { getInvolvedPerson, listInvolvedPeople, saveInvolvedPerson } from './people.ts';
import { listReportingProcedures } from './reporting-procedures.ts';
import { answerEventQuestion, createEvent, listEventsInProgress, resumeEvent, saveEventProgress } from './wizard.ts';

/**
 * Events list, wizard and management (spec 001 §7): each endpoint of schemas/event/ and
 * schemas/event-management/ and the service that answers it.
 */
export const eventRoutes = [
  on(eventEndpoints.list, (ctx, { query }) => listEvents(ctx, query)),
  on(eventEndpoints.export, (ctx, { query }) => exportEvents(ctx, query)),
  on(eventEndpoints.create, (ctx, { body }) => createEvent(ctx, body)),
  on(eventEndpoints.saveProgress, (ctx, { params, body }) => saveEventProgress(ctx, params.id, body)),
  on(eventEndpoints.answer, (ctx, { params, body }) => answerEventQuestion(ctx, params.id, params.questionId, body)),
  on(eventEndpoints.resume, (ctx, { params }) => resumeEvent(ctx, params.id)),
  on(eventEndpoints.reportingProcedures, (ctx) => listReportingProcedures(ctx)),
  on(eventEndpoints.inProgress, (ctx, { params }) => listEventsInProgress(ctx, params.id)),
  on(manage.canView, (ctx, { params }) => canUserViewEvent(ctx, params.id)),
  on(manage.detail, (ctx, { params }) => getEventForDisplay(ctx, params.id)),
  on(manage.forDisplay, (ctx, { params }) => getEventForDisplay(ctx, params.id)),
  on(manage.saveDetails, (ctx, { params, body }) => saveEventDetails(ctx, params.id, body)),
  on(manage.involvedPeople, (ctx, { params }) => listInvolvedPeople(ctx, params.id)),
  on(manage.involvedPerson, (ctx, { params }) => getInvolvedPerson(ctx, params.id, params.personId)),
  on(manage.saveInvolvedPerson, (ctx, { params, body }) => saveInvolvedPerson(ctx, params.id, body)),
  on(manage.activityLogs, (ctx, { params, query }) => listEventActivity(ctx, params.id, query)),
  on(manage.archive, (ctx, { params, body }) => archiveEvent(ctx, params.id, body)),
];
