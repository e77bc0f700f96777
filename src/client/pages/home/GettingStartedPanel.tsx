import { GettingStartedCard } from './GettingStartedCard.tsx';
import type { GettingStarted } from './getting-started-view.ts';
import { useDismissGettingStarted } from './use-getting-started.ts';

/** The card with its 'Dismiss' wired to POST /getting-started/dismiss. */
export function GettingStartedPanel({ state }: { state: GettingStarted }) {
  const dismiss = useDismissGettingStarted();
  return <GettingStartedCard state={state} dismissing={dismiss.isPending} onDismiss={() => dismiss.mutate()} />;
}
