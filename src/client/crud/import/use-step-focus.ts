import { useEffect, useRef } from 'react';

/**
 * Moves the keyboard focus to the new step's heading (tabIndex -1) when the step changes: the
 * button that moved on ('Check file', 'Import 47 rows') is gone with its step, and the focus would
 * fall back to the page behind the modal (WCAG 2.4.3). The modal's first step keeps antd's focus.
 */
export function useStepFocus<T extends HTMLElement>(step: string) {
  const ref = useRef<T>(null);
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step changes.
  useEffect(() => {
    if (!first.current) ref.current?.focus();
    first.current = false;
  }, [step]);
  return ref;
}
