import { subscriptionEndpoints } from '../../../../schemas/subscription/endpoints.ts';
import { SUBSCRIPTION_MESSAGES } from '../../../domain/subscriptions/subscription.ts';
import { callEndpoint } from '../../api/call-endpoint.ts';
import { withFeedback } from '../../feedback/feedback.tsx';

/**
 * Deletes a subscription after 'Are you sure you want to delete this subscription? This action
 * cannot be undone.', then `deleted` (the list reloads, spec 002 §8). A failure was toasted by
 * the HTTP client; the list reloads either way so it shows what is true.
 */
export function confirmDeleteSubscription(row: { id: string; name: string }, deleted: () => void): void {
  withFeedback(({ modal }) =>
    modal.confirm({
      title: SUBSCRIPTION_MESSAGES.confirmDelete,
      content: row.name,
      okText: 'Delete',
      okButtonProps: { danger: true },
      onOk: async () => {
        await callEndpoint(subscriptionEndpoints.delete, { params: { id: row.id } }).catch(() => undefined);
        deleted();
      },
    }),
  );
}
