import { subscriptionEndpoints } from '../../../../schemas/subscription/endpoints.ts';
import { apiMessagesText } from '../../../domain/i18n/en/api-messages.ts';
import { callEndpoint } from '../../api/call-endpoint.ts';
import { withFeedback } from '../../feedback/feedback.tsx';
import { subscriptionsText } from '../../i18n/en/subscriptions.ts';
import { translate } from '../../i18n/language.ts';

/**
 * Deletes a subscription after 'Are you sure you want to delete this subscription? This action
 * cannot be undone.', then `deleted` (the list reloads, spec 002 §8). A failure was toasted by
 * the HTTP client; the list reloads either way so it shows what is true.
 */
export function confirmDeleteSubscription(row: { id: string; name: string }, deleted: () => void): void {
  withFeedback(({ modal }) =>
    modal.confirm({
      title: translate(apiMessagesText, 'subscriptionConfirmDelete'),
      content: row.name,
      okText: translate(subscriptionsText, 'delete'),
      okButtonProps: { danger: true },
      onOk: async () => {
        await callEndpoint(subscriptionEndpoints.delete, { params: { id: row.id } }).catch(() => undefined);
        deleted();
      },
    }),
  );
}
