import { Layout } from 'antd';
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { LazySessionProblem } from '../pages/common/lazy-results.tsx';
import { PageLoading } from '../pages/common/PageLoading.tsx';
import { useSession } from '../session/session-context.ts';
import { AppFooter } from './AppFooter.tsx';
import { AppHeader } from './AppHeader.tsx';

const SessionModals = lazy(() => import('../session/SessionModals.tsx').then((m) => ({ default: m.SessionModals })));

/** Page content once the session is ready; before that a placeholder under the blocking modals. */
function SessionGate() {
  const { status } = useSession();
  if (status === 'ready') {
    return (
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    );
  }
  if (status === 'error') return <LazySessionProblem />;
  if (status === 'unrecognized' || status === 'choosingCompany') return null;
  return <PageLoading />;
}

/**
 * The application frame: navigation bar and footer once signed in, the blocking session modals,
 * and the routed page. Before sign-in completes only 'Loading...' (or the problem) shows.
 */
export function AppShell() {
  const { userProfile, status } = useSession();
  if (!userProfile) return status === 'error' ? <LazySessionProblem /> : <PageLoading fullPage />;
  return (
    <Layout className="app-layout">
      <AppHeader />
      <Layout.Content className="app-content">
        <main className="app-main">
          <SessionGate />
        </main>
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
