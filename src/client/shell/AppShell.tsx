import { Layout } from 'antd';
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { Outlet, useLocation } from 'react-router';
import { offlineWanted, subscribeOfflineWanted } from '../offline/offline-wanted.ts';
import { registerServiceWorkerWhenIdle } from '../offline/service-worker.ts';
import { LazySessionProblem } from '../pages/common/lazy-results.tsx';
import { PageLoading } from '../pages/common/PageLoading.tsx';
import { useSession } from '../session/session-context.ts';
import type { SessionStatus } from '../session/store.ts';
import { AppFooter } from './AppFooter.tsx';
import { AppHeader } from './AppHeader.tsx';
import { LazyFirstRunPage } from './lazy-pages.tsx';
import { PageLoadBoundary } from './PageLoadBoundary.tsx';
import { PreferredLanguage } from './PreferredLanguage.tsx';

const OfflineShell = lazy(() => import('../offline/OfflineShell.tsx').then((m) => ({ default: m.OfflineShell })));

/** The offline machinery (banner, sending, kept reads), loaded only when wanted (offline-wanted.ts). */
function OfflineWhenWanted() {
  const wanted = useSyncExternalStore(subscribeOfflineWanted, offlineWanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <OfflineShell />
    </Suspense>
  );
}

const SessionModals = lazy(() => import('../session/SessionModals.tsx').then((m) => ({ default: m.SessionModals })));

/** Page content once the session is ready; before that a placeholder under the blocking modals. */
function SessionGate() {
  const { status } = useSession();
  const { pathname } = useLocation();
  if (status === 'ready') {
    return (
      <PageLoadBoundary address={pathname}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </PageLoadBoundary>
    );
  }
  if (status === 'error') return <LazySessionProblem />;
  if (status === 'unrecognized' || status === 'choosingCompany') return null;
  return <PageLoading />;
}

/** Before sign-in: the problem, the first run's 'Set up your company', or 'Loading...'. */
function SignedOut({ status }: { status: SessionStatus }) {
  if (status === 'error') return <LazySessionProblem />;
  if (status === 'firstRun') {
    return (
      <Suspense fallback={<PageLoading fullPage />}>
        <LazyFirstRunPage />
      </Suspense>
    );
  }
  return <PageLoading fullPage />;
}

/**
 * The application frame: navigation bar and footer once signed in, the blocking session modals,
 * and the routed page. Before sign-in completes only 'Loading...' (or the problem, or on an
 * installation without any company the first-run page) shows.
 */
export function AppShell() {
  const { userProfile, status } = useSession();
  // Signed in: the field pages can be made ready for use without a signal.
  useEffect(() => {
    if (userProfile) registerServiceWorkerWhenIdle();
  }, [userProfile]);
  if (!userProfile) return <SignedOut status={status} />;
  return (
    <Layout className="app-layout">
      <PreferredLanguage />
      <AppHeader />
      {/* antd's Layout.Content is the page's one <main> landmark. */}
      <Layout.Content className="app-content">
        <OfflineWhenWanted />
        <div className="app-main">
          <SessionGate />
        </div>
      </Layout.Content>
      <AppFooter />
      {status === 'unrecognized' || status === 'choosingCompany' ? (
        <Suspense fallback={null}>
          <SessionModals />
        </Suspense>
      ) : null}
    </Layout>
  );
}
