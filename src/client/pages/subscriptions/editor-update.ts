import type { SubscriptionDraft } from '../../../domain/subscriptions/subscription.ts';

/** How a card changes the draft: a transition of src/client/pages/subscriptions/subscription-editor.ts applied to it. */
export type UpdateDraft = (transition: (draft: SubscriptionDraft) => SubscriptionDraft) => void;

/** The form's ids, unique per card so every label points at its own field. */
export const fieldId = (...parts: (string | number)[]) => `subscription-${parts.join('-')}`;

/** A card's onBlur that calls `left` only when focus leaves the card (not moving between its fields). */
export const whenFocusLeaves =
  (left: () => void) =>
  (event: { currentTarget: HTMLElement; relatedTarget: EventTarget | null }): void => {
    const next = event.relatedTarget as Node | null;
    if (!next || !event.currentTarget.contains(next)) left();
  };
