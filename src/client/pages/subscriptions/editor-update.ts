import type { SubscriptionDraft } from '../../../domain/subscription.ts';

/** How a card changes the draft: a transition of src/domain/subscription-editor.ts applied to it. */
export type UpdateDraft = (transition: (draft: SubscriptionDraft) => SubscriptionDraft) => void;

/** The form's ids, unique per card so every label points at its own field. */
export const fieldId = (...parts: (string | number)[]) => `subscription-${parts.join('-')}`;
