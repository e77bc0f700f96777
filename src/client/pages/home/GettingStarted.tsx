import { lazy, Suspense } from 'react';
import { showGettingStarted } from '../../../domain/company/getting-started.ts';
import { useGettingStarted } from './use-getting-started.ts';

// Fetched only while there is a step to show: most visits to Home never load it.
const GettingStartedPanel = lazy(() =>
  import('./GettingStartedPanel.tsx').then((m) => ({ default: m.GettingStartedPanel })),
);

/** Home's 'Getting started' card for those who manage the company profile; nothing while it loads, fails or is done with. */
export function GettingStarted() {
  const { data } = useGettingStarted();
  if (!data || !showGettingStarted(data)) return null;
  return (
    <Suspense fallback={null}>
      <GettingStartedPanel state={data} />
    </Suspense>
  );
}
