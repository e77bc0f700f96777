/** A reporter's answer to one step, as the answer input holds it (the preview's and the wizard's). */
export interface StepAnswer {
  /** Yes/No: the choice; Acknowledge: true once acknowledged. */
  value?: boolean;
  text?: string;
  /** Checklist: checked flags by item position. */
  checked?: boolean[];
}
