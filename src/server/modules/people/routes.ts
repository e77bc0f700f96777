import { personEndpoints } from '../../../../schemas/person.ts';
import { on } from '../../context/endpoint-routes.ts';
import { getPerson, listPeople, savePerson } from './service.ts';

/** Users (spec 000 §2 Users / User edit, §7): each endpoint of schemas/person.ts and the service that answers it. */
export const peopleRoutes = [
  on(personEndpoints.list, (ctx, { query }) => listPeople(ctx, query)),
  on(personEndpoints.detail, (ctx, { params }) => getPerson(ctx, params.id)),
  on(personEndpoints.save, (ctx, { body }) => savePerson(ctx, body)),
];
