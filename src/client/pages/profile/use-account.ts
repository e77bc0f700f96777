import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { accountEndpoints } from '../../../../schemas/account.ts';
import { callEndpoint } from '../../api/call-endpoint.ts';
import { showToast } from '../../session/toasts.ts';
import { withoutEdited } from '../common/field-errors.ts';
import { type ChangePasswordValues, changePassword, PASSWORD_MESSAGES } from './change-password.ts';

const ACCOUNT_KEY = ['account'];

/** The signed-in login of the embedded provider (GET /account): its e-mail, whether it has a password. */
export function useAccount(enabled: boolean) {
  return useQuery({
    queryKey: ACCOUNT_KEY,
    queryFn: ({ signal }) => callEndpoint(accountEndpoints.detail, { signal }),
    enabled,
  });
}

/**
 * Save of the change-password form: 'Password changed.' and `onChanged` (the form clears; the
 * account reloads, so a first password turns the card into 'Change password'), or the server's
 * messages on the fields until they are edited.
 */
export function useChangePassword(hasPassword: boolean, onChanged: () => void) {
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (values: ChangePasswordValues) => {
    setSaving(true);
    setProblem(null);
    try {
      const outcome = await changePassword(values, hasPassword);
      if (outcome.kind === 'changed') {
        showToast('success', PASSWORD_MESSAGES.changed);
        setServerErrors({});
        onChanged();
        await queryClient.invalidateQueries({ queryKey: ACCOUNT_KEY });
      } else if (outcome.kind === 'refused') {
        setServerErrors(outcome.fields);
        setProblem(outcome.message);
      }
    } finally {
      setSaving(false);
    }
  };

  const edited = (changed: Partial<ChangePasswordValues>) => setServerErrors((shown) => withoutEdited(shown, changed));

  return { saving, serverErrors, problem, submit, edited };
}
