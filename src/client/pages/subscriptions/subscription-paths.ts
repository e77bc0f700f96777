/** Where the subscription screens live (src/client/rules/app-routes.ts). */
export const SUBSCRIPTION_PATHS = {
  list: '/notifications',
  deliveries: '/notifications/deliveries',
  /** The editor: a subscription's id, or 'new' (spec 002 §2.6 'Add Subscription'). */
  editor: (id = 'new') => `/notificationAdd/${encodeURIComponent(id)}`,
} as const;

/** The editor's id parameter: 'new' (or none) creates. */
export function isNewSubscriptionId(id: string | undefined): boolean {
  return !id || id.toLowerCase() === 'new';
}
