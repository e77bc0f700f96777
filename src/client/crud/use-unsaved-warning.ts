import { useWarnAboutChange } from '@refinedev/core';
import { useCallback, useEffect } from 'react';
import { flushSync } from 'react-dom';

/**
 * Refine's "leave without saving?" prompt (options.warnWhenUnsavedChanges) for a form page: on
 * once the user changed something, off after a save and when the page closes.
 */
export function useUnsavedWarning() {
  const { setWarnWhen } = useWarnAboutChange();
  useEffect(() => () => setWarnWhen(false), [setWarnWhen]);
  const changed = useCallback((byUser: boolean) => byUser && setWarnWhen(true), [setWarnWhen]);
  // Committed at once: a navigation right after a save must not meet the prompt still armed.
  const saved = useCallback(() => flushSync(() => setWarnWhen(false)), [setWarnWhen]);
  return { changed, saved };
}
