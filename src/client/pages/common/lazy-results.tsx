import { type ComponentProps, lazy, Suspense } from 'react';
import type { NotAllowed as NotAllowedPage } from './NotAllowed.tsx';
import { PageLoading } from './PageLoading.tsx';

/**
 * The result screens (not found, not allowed, session problem) use antd's Result, whose status
 * illustrations are large SVGs: kept out of the first load, fetched only when one is shown.
 */
const NotFound = lazy(() => import('./NotFoundPage.tsx').then((m) => ({ default: m.NotFoundPage })));
const NotAllowedLazy = lazy(() => import('./NotAllowed.tsx').then((m) => ({ default: m.NotAllowed })));
const SessionProblemLazy = lazy(() => import('./SessionProblem.tsx').then((m) => ({ default: m.SessionProblem })));

export function LazyNotFoundPage() {
  return (
    <Suspense fallback={<PageLoading />}>
      <NotFound />
    </Suspense>
  );
}

export function LazyNotAllowed(props: ComponentProps<typeof NotAllowedPage>) {
  return (
    <Suspense fallback={<PageLoading />}>
      <NotAllowedLazy {...props} />
    </Suspense>
  );
}

export function LazySessionProblem() {
  return (
    <Suspense fallback={<PageLoading />}>
      <SessionProblemLazy />
    </Suspense>
  );
}
