import { type InsurancePolicyRow, insurancePolicyEndpoints } from '../../../../schemas/insurance-policy.ts';
import { POLICY_TOAST_SECONDS } from '../../../domain/claims/insurance-policy.ts';
import { apiMessagesText } from '../../../domain/i18n/en/api-messages.ts';
import { callEndpoint } from '../../api/call-endpoint.ts';
import { withFeedback } from '../../feedback/feedback.tsx';
import { insuranceText } from '../../i18n/en/insurance.ts';
import { textOf, translate } from '../../i18n/language.ts';
import { showToast } from '../../session/toasts.ts';

/**
 * Deletes a policy after 'Are you sure want to delete this policy?', then 'Insurance Policy
 * Deleted.' (4 s) and `deleted` (spec 002 §8); a failure was toasted by the HTTP client.
 */
export function confirmDeletePolicy(row: InsurancePolicyRow, deleted: () => void): void {
  const t = textOf(insuranceText);
  withFeedback(({ modal }) =>
    modal.confirm({
      title: translate(apiMessagesText, 'policyConfirmDelete'),
      okText: t('delete'),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await callEndpoint(insurancePolicyEndpoints.delete, { params: { id: row.id } });
        } catch {
          return;
        }
        showToast('success', translate(apiMessagesText, 'policyDeleted'), POLICY_TOAST_SECONDS.result);
        deleted();
      },
    }),
  );
}
