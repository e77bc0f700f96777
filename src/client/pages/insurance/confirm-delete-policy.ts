import { type InsurancePolicyRow, insurancePolicyEndpoints } from '../../../../schemas/insurance-policy.ts';
import { POLICY_MESSAGES, POLICY_TOAST_SECONDS } from '../../../domain/claims/insurance-policy.ts';
import { callEndpoint } from '../../api/call-endpoint.ts';
import { withFeedback } from '../../feedback/feedback.tsx';
import { showToast } from '../../session/toasts.ts';

/**
 * Deletes a policy after 'Are you sure want to delete this policy?', then 'Insurance Policy
 * Deleted.' (4 s) and `deleted` (spec 002 §8); a failure was toasted by the HTTP client.
 */
export function confirmDeletePolicy(row: InsurancePolicyRow, deleted: () => void): void {
  withFeedback(({ modal }) =>
    modal.confirm({
      title: POLICY_MESSAGES.confirmDelete,
      okText: 'Delete',
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await callEndpoint(insurancePolicyEndpoints.delete, { params: { id: row.id } });
        } catch {
          return;
        }
        showToast('success', POLICY_MESSAGES.deleted, POLICY_TOAST_SECONDS.result);
        deleted();
      },
    }),
  );
}
