import { useState } from 'react';
import type { ClaimAmountField } from '../../../../schemas/claim/entity.ts';
import { type ClaimDraft, type ClaimField, claimProblems } from './claim-draft.ts';

/** A field's problem to show: the message, and whether the server said it (shown with an icon). */
export interface ShownProblem {
  message: string;
  fromServer: boolean;
}

/**
 * The claim form's state: the draft, the fields the user has left (their problems show then, all
 * of them after a refused save), and the server's field errors of the last save, each shown at its
 * field until that field changes (spec 002 §8: field errors stay shown).
 */
export function useClaimForm(initial: ClaimDraft) {
  const [draft, setDraft] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<ClaimField>>(new Set());
  const [server, setServer] = useState<Partial<Record<ClaimField, string>>>({});
  const problems = claimProblems(draft);
  const clearServer = (fields: ClaimField[]) =>
    setServer((current) => {
      const next = { ...current };
      for (const field of fields) delete next[field];
      return next;
    });
  return {
    draft,
    valid: Object.keys(problems).length === 0,
    replace: (next: ClaimDraft, fields: ClaimField[]) => {
      setDraft(next);
      clearServer(fields);
    },
    change: (next: Partial<Omit<ClaimDraft, 'amounts'>>) => {
      setDraft((current) => ({ ...current, ...next }));
      clearServer(Object.keys(next) as ClaimField[]);
    },
    changeAmount: (name: ClaimAmountField, text: string) => {
      setDraft((current) => ({ ...current, amounts: { ...current.amounts, [name]: text } }));
      clearServer([name]);
    },
    leave: (field: ClaimField) => setTouched((current) => new Set(current).add(field)),
    touchAll: () => setTouched(new Set(Object.keys(problems) as ClaimField[])),
    setServerErrors: setServer,
    serverError: (field: ClaimField) => server[field],
    shown: (field: ClaimField): ShownProblem | null => {
      if (server[field]) return { message: server[field], fromServer: true };
      const mine = touched.has(field) ? problems[field] : undefined;
      return mine ? { message: mine, fromServer: false } : null;
    },
  };
}

export type ClaimForm = ReturnType<typeof useClaimForm>;
