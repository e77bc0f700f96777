import type { ReactNode } from 'react';
import { useLanguage } from '../i18n/language.ts';
import { LazyNotAllowed } from '../pages/common/lazy-results.tsx';
import { usePageTitle } from '../pages/common/use-page-title.ts';
import { type AppRouteDef, routeTitle } from '../rules/app-routes.ts';
import { meets } from '../rules/navigation.ts';
import { useSession } from '../session/session-context.ts';

/**
 * The entry guard of a route (spec 000 §2): the page opens only when the user holds what the
 * route needs in the current company. The server checks again; this keeps the screen honest.
 */
export function RouteGuard({ route, children }: { route: AppRouteDef; children: ReactNode }) {
  const { permissions, features } = useSession();
  useLanguage();
  const title = routeTitle(route);
  usePageTitle(title);
  if (route.feature && !features[route.feature]) return <LazyNotAllowed title={title} reason="feature" />;
  if (!meets({ permissions, features }, route.need)) {
    return <LazyNotAllowed title={title} reason="permission" message={route.notAllowedMessage} />;
  }
  return children;
}
