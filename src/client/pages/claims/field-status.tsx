import { InfoCircleOutlined } from '@ant-design/icons';
import type { ClaimField } from './claim-draft.ts';
import type { ClaimForm } from './use-claim-form.ts';

/**
 * What a Form.Item of the claim form shows for its field: the problem, marked invalid; a server
 * error (spec 002 §5: 'ClaimDate') with a red info icon before its message.
 */
export function fieldStatus(form: ClaimForm, field: ClaimField) {
  const problem = form.shown(field);
  if (!problem) return { validateStatus: undefined, help: undefined };
  return {
    validateStatus: 'error' as const,
    help: problem.fromServer ? (
      <span>
        <InfoCircleOutlined style={{ color: '#cf1322', marginRight: 6 }} aria-hidden />
        {problem.message}
      </span>
    ) : (
      problem.message
    ),
  };
}
