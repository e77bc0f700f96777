import { subscriptionEndpoints } from '../../../../schemas/subscription/endpoints.ts';
import { on } from '../../context/endpoint-routes.ts';
import { listDeliveries } from './delivery-list.ts';
import { deleteSubscription } from './subscription-delete.ts';
import { getSubscription, listSubscriptions } from './subscription-read.ts';
import { saveSubscription } from './subscription-save.ts';

/** Notification subscriptions (spec 002 §7 'Subscriptions') and what they sent. */
export const subscriptionRoutes = [
  on(subscriptionEndpoints.list, (ctx, { query }) => listSubscriptions(ctx, query)),
  on(subscriptionEndpoints.detail, (ctx, { params }) => getSubscription(ctx, params.id)),
  on(subscriptionEndpoints.save, (ctx, { body }) => saveSubscription(ctx, body)),
  on(subscriptionEndpoints.delete, (ctx, { params }) => deleteSubscription(ctx, params.id)),
  on(subscriptionEndpoints.deliveries, (ctx, { query }) => listDeliveries(ctx, query)),
];
