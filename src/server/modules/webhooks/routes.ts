import { webhookEndpoints } from '../../../../schemas/webhook.ts';
import { on } from '../../context/endpoint-routes.ts';
import {
  createWebhook,
  deleteWebhook,
  listWebhookDeliveries,
  listWebhooks,
  resendWebhookDelivery,
  updateWebhook,
} from './service.ts';

/** Webhooks (issue 28, 2): each endpoint of schemas/webhook.ts and its service; all need manageIntegrations. */
export const webhookRoutes = [
  on(webhookEndpoints.list, (ctx) => listWebhooks(ctx)),
  on(webhookEndpoints.create, (ctx, { body }) => createWebhook(ctx, body)),
  on(webhookEndpoints.update, (ctx, { params, body }) => updateWebhook(ctx, params.id, body)),
  on(webhookEndpoints.delete, (ctx, { params }) => deleteWebhook(ctx, params.id)),
  on(webhookEndpoints.deliveries, (ctx, { params, query }) => listWebhookDeliveries(ctx, params.id, query)),
  on(webhookEndpoints.resend, (ctx, { params, request }) =>
    resendWebhookDelivery(ctx, params.id, params.deliveryId, request.server.jobs),
  ),
];
