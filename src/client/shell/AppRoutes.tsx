import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { useLanguage } from '../i18n/language.ts';
import { LazyNotFoundPage } from '../pages/common/lazy-results.tsx';
import { PageLoading } from '../pages/common/PageLoading.tsx';
import { routeTitle } from '../rules/app-routes.ts';
import { AppShell } from './AppShell.tsx';
import { APP_ROUTES } from './app-routes.ts';
import { LAZY_PAGES, LazyCallbackPage } from './lazy-pages.tsx';
import { RouteGuard } from './RouteGuard.tsx';

/**
 * The routes of the specification. /callback stands alone (no session yet); everything else
 * lives in the shell behind sign-in and its entry guard. Matching is case-insensitive
 * (react-router's default), so /EventAdd and /Events reach /eventAdd and /events.
 */
export function AppRoutes() {
  // Page titles are in the app's language.
  useLanguage();
  return (
    <Routes>
      <Route
        path="/callback"
        element={
          <Suspense fallback={<PageLoading fullPage />}>
            <LazyCallbackPage />
          </Suspense>
        }
      />
      <Route element={<AppShell />}>
        {APP_ROUTES.map((route) => {
          const Page = LAZY_PAGES[route.page];
          return (
            <Route
              key={route.path}
              path={route.path}
              element={
                <RouteGuard route={route}>
                  <Page title={routeTitle(route)} resource={route.resource} />
                </RouteGuard>
              }
            />
          );
        })}
        <Route path="*" element={<LazyNotFoundPage />} />
      </Route>
    </Routes>
  );
}
