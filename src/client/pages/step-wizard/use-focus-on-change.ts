import { useEffect, useRef } from 'react';

/**
 * Moves the keyboard focus to the returned element (a heading with tabIndex -1) when `key` — the
 * step or tab on screen — changes (WCAG 2.4.3 focus order), so the keyboard goes on from the new
 * question instead of from the page's top. A step moves it always: the same Yes/No buttons stay
 * under the next question and would answer it unseen. A tab (`onlyWhenLost`) moves it when the
 * control that had it left with the previous tab; the first render moves only a lost focus.
 */
export function useFocusOnChange<T extends HTMLElement>(key: unknown, onlyWhenLost = false) {
  const ref = useRef<T>(null);
  const rendered = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step or tab changes.
  useEffect(() => {
    const lost = !document.activeElement || document.activeElement === document.body;
    if (lost || (rendered.current && !onlyWhenLost)) ref.current?.focus();
    rendered.current = true;
  }, [key]);
  return ref;
}
