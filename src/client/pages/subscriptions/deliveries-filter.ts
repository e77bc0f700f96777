import { DELIVERY_STATUSES, type DeliveryStatus } from '../../../../schemas/subscription/replies.ts';
import { CANONICAL_UUID } from '../../../domain/common/uuid.ts';
import { SUBSCRIPTION_PATHS } from './subscription-paths.ts';

/** What the Deliveries page is narrowed to, kept in the address so a view can be shared. */
export interface DeliveriesFilter {
  subscriptionId?: string;
  status?: DeliveryStatus;
}

const isStatus = (value: string | null): value is DeliveryStatus =>
  (DELIVERY_STATUSES as readonly (string | null)[]).includes(value);

/**
 * The filter in the address (?subscriptionId=…&status=…). A value the API would refuse (not an
 * id, not a state) is left out, so a mistyped link shows every delivery instead of an error.
 */
export function deliveriesFilterOf(params: URLSearchParams): DeliveriesFilter {
  const subscriptionId = params.get('subscriptionId');
  const status = params.get('status');
  return {
    ...(subscriptionId && CANONICAL_UUID.test(subscriptionId) ? { subscriptionId } : {}),
    ...(isStatus(status) ? { status } : {}),
  };
}

/** The address of the Deliveries page narrowed to `filter`. */
export function deliveriesPath(filter: DeliveriesFilter = {}): string {
  const query = new URLSearchParams();
  if (filter.subscriptionId) query.set('subscriptionId', filter.subscriptionId);
  if (filter.status) query.set('status', filter.status);
  const search = query.toString();
  return search ? `${SUBSCRIPTION_PATHS.deliveries}?${search}` : SUBSCRIPTION_PATHS.deliveries;
}
