import { downloadTicketEndpoints } from '../../../../schemas/download-ticket.ts';
import { issueDownloadTicket } from '../../auth/download-ticket.ts';
import { identityOf } from '../../auth/guard.ts';
import { on } from '../../context/endpoint-routes.ts';

/** Download tickets (schemas/download-ticket.ts): the signed-in member asks for one export's address with a ticket. */
export const downloadRoutes = [
  on(downloadTicketEndpoints.create, async (ctx, { body, request }) => ({
    url: await issueDownloadTicket(ctx.db, {
      identity: identityOf(request),
      companyId: ctx.company.companyId,
      url: body.url,
      now: ctx.clock.now(),
    }),
  })),
];
