import { useRef, useState } from 'react';
import { TOAST_SECONDS } from '../../rules/messages.ts';
import { showToast } from '../../session/toasts.ts';
import { unsaidFailure } from './save-failure.ts';

/**
 * A wizard's saves, one at a time: a second click while a save runs must not save (or create)
 * twice. A failure is toasted (by the global handler, or here) and the wizard stays where it is,
 * so the user can try again. `busy` is for the buttons.
 */
export function useOneSaveAtATime() {
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const run = async (work: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await work();
    } catch (error) {
      const text = unsaidFailure(error);
      if (text) showToast('error', text, TOAST_SECONDS.default);
    } finally {
      running.current = false;
      setBusy(false);
    }
  };
  return { busy, run };
}
