import { type Dispatch, useCallback, useEffect, useRef } from 'react';
import { uploadEndpoint } from '../../api/upload-endpoint.ts';
import { IMPORT_ENDPOINTS } from './import-endpoints.ts';
import { type ImportAction, type ImportState, type RunKind, sentPercent } from './import-flow.ts';
import { importFailureText } from './import-summary.ts';

/**
 * The modal's calls to the import endpoint, one at a time: the file and the mapping, with the
 * upload's progress and a Cancel (AbortController). An import writes batch by batch, so whatever
 * ends it (done, cancelled, failed) `onWritten` hears of it: the list reads what is there now.
 */
export function useImportRun(state: ImportState, dispatch: Dispatch<ImportAction>, onWritten: () => void) {
  const controller = useRef<AbortController | null>(null);
  // Leaving the page (past the warning) ends the call with it.
  useEffect(() => () => controller.current?.abort(), []);

  const run = useCallback(
    async (kind: RunKind) => {
      const { file, mapping, resource } = state;
      if (!file || controller.current) return;
      const abort = new AbortController();
      controller.current = abort;
      dispatch({ type: 'started', kind });
      try {
        const reply = await uploadEndpoint(IMPORT_ENDPOINTS[resource], {
          fields: { dryRun: kind === 'check', mapping: JSON.stringify(mapping) },
          files: [file.upload],
          onProgress: (progress) => dispatch({ type: 'progress', percent: sentPercent(progress) }),
          signal: abort.signal,
          // The modal says what went wrong in its own words, where the user is looking.
          quiet: true,
        });
        dispatch({ type: 'finished', reply });
      } catch (error) {
        dispatch(abort.signal.aborted ? { type: 'cancelled' } : { type: 'failed', message: importFailureText(error) });
      } finally {
        controller.current = null;
        if (kind === 'import') onWritten();
      }
    },
    [state, dispatch, onWritten],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);

  return { run, cancel };
}
