import { personEndpoints } from '../../../../schemas/person/endpoints.ts';
import { accountMailerOf } from '../../auth/accounts/account-mailer.ts';
import { on } from '../../context/endpoint-routes.ts';
import { listPersonNames } from './names.ts';
import { exportPeople, getPerson, listPeople, resendInvitation, savePerson } from './service.ts';

/** Users (spec 000 §2 Users / User edit, §7) and the people pickers' lookup: each endpoint of schemas/person/endpoints.ts and its service. */
export const peopleRoutes = [
  on(personEndpoints.list, (ctx, { query }) => listPeople(ctx, query)),
  on(personEndpoints.export, (ctx, { query }) => exportPeople(ctx, query)),
  on(personEndpoints.lookup, (ctx, { query }) => listPersonNames(ctx, query)),
  on(personEndpoints.detail, (ctx, { params }) => getPerson(ctx, params.id)),
  on(personEndpoints.save, (ctx, { body, request }) => savePerson(ctx, body, accountMailerOf(request.server))),
  on(personEndpoints.resendInvitation, (ctx, { params, request }) =>
    resendInvitation(ctx, params.id, accountMailerOf(request.server)),
  ),
];
