import { useEffect, useRef } from 'react';
import type { StepTypeId } from '../../../domain/procedures/procedure-model.ts';
import { AUTO_ADVANCE_MS, autoAdvances, type BranchAnswer } from '../../../domain/procedures/procedure-navigation.ts';

/**
 * The auto-advance every step walk shares (spec 001 §4, 002 §4: about 200 ms after a Yes/No or
 * Acknowledge answer). Returns what to call after an answer; it runs the newest `next` with the
 * step the answer was given on, once, and never after the page is left. A new answer within the
 * pause replaces the pending advance.
 */
export function useAutoAdvance(next: (fromStepId: string) => void) {
  const latest = useRef(next);
  latest.current = next;
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return (step: { id: string; typeId: StepTypeId }, value: BranchAnswer) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (value === undefined || !autoAdvances(step, value)) return;
    timer.current = setTimeout(() => latest.current(step.id), AUTO_ADVANCE_MS);
  };
}
