import { POLICY_TYPES } from '../../claims/insurance-policy.ts';
import { namespace } from '../../common/catalogue.ts';

/** Insurance policy type names by value, as domain/claims/insurance-policy.ts `POLICY_TYPES` words them (their home). */
export const policyTypeText = namespace(
  'policyType',
  Object.fromEntries(POLICY_TYPES.map((type) => [String(type.value), type.label])) as Record<
    `${(typeof POLICY_TYPES)[number]['value']}`,
    string
  >,
);
