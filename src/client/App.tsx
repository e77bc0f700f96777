import { Refine } from '@refinedev/core';
import routerProvider, { UnsavedChangesNotifier } from '@refinedev/react-router';
import { ConfigProvider } from 'antd';
import { useMemo } from 'react';
import { BrowserRouter } from 'react-router';
import { queryClient } from './api/query-client.ts';
import { AppFrame } from './feedback/feedback.tsx';
import { antdLocale, useLanguage } from './i18n/language.ts';
import { accessControlProvider } from './providers/access-control.ts';
import { authProvider } from './providers/auth-provider.ts';
import { dataProvider } from './providers/data-provider.ts';
import { useI18nProvider } from './providers/i18n-provider.ts';
import { useNotificationProvider } from './providers/notification-provider.tsx';
import { refineResources } from './providers/refine-resources.ts';
import { SessionProvider } from './session/SessionProvider.tsx';
import { AppRoutes } from './shell/AppRoutes.tsx';
import { usePrefersReducedMotion } from './shell/reduced-motion.ts';
import { theme } from './shell/theme.ts';

/** Wires the providers together; routes live in shell/AppRoutes, resources in resources.config.ts. */
export function App() {
  const reducedMotion = usePrefersReducedMotion();
  // antd's own words (tables, pickers, dialogs) in the app's language; English is antd's default.
  const language = useLanguage();
  const locale = useMemo(() => (language === 'en' ? undefined : antdLocale()), [language]);
  const appTheme = useMemo(
    () => (reducedMotion ? { ...theme, token: { ...theme.token, motion: false } } : theme),
    [reducedMotion],
  );
  // Refine's own words (its notifications, the unsaved-changes prompt): Refine's English, else the catalogue's.
  const i18nProvider = useI18nProvider();
  return (
    <BrowserRouter>
      <ConfigProvider theme={appTheme} locale={locale}>
        <AppFrame>
          <Refine
            routerProvider={routerProvider}
            dataProvider={dataProvider}
            authProvider={authProvider}
            accessControlProvider={accessControlProvider}
            notificationProvider={useNotificationProvider}
            i18nProvider={i18nProvider}
            resources={refineResources}
            options={{
              reactQuery: { clientConfig: queryClient },
              // No calls to Refine's telemetry host: the CSP allows only this origin.
              disableTelemetry: true,
              syncWithLocation: false,
              warnWhenUnsavedChanges: true,
            }}
          >
            <SessionProvider>
              <AppRoutes />
            </SessionProvider>
            {/* Honours warnWhenUnsavedChanges on in-app navigation and on leaving the page. */}
            <UnsavedChangesNotifier />
          </Refine>
        </AppFrame>
      </ConfigProvider>
    </BrowserRouter>
  );
}
