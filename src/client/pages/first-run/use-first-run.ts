import { useState } from 'react';
import type { FirstRunInput } from '../../../../schemas/onboarding.ts';
import { withoutEdited } from '../common/field-errors.ts';
import { type FirstRunOutcome, submitFirstRun } from './first-run-submit.ts';

/** The first-run page's state: the form (with the server's refusal on it) until the company exists or someone else set it up. */
export function useFirstRun() {
  const [outcome, setOutcome] = useState<FirstRunOutcome | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (values: FirstRunInput) => {
    setSubmitting(true);
    try {
      setOutcome(await submitFirstRun(values));
    } finally {
      setSubmitting(false);
    }
  };

  /** A field the person changes drops the server's message on it. */
  const edited = (changed: Partial<FirstRunInput>) => {
    if (outcome?.kind !== 'invalid') return;
    const fields = withoutEdited(outcome.fields, changed);
    if (fields !== outcome.fields) setOutcome({ ...outcome, fields });
  };

  return { outcome, submitting, submit, edited };
}
