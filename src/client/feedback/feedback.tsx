import { ConfigProvider } from 'antd';
import useAppStyle from 'antd/es/app/style/index.js';
import { lazy, type ReactNode, Suspense, useContext, useSyncExternalStore } from 'react';
import { feedbackWanted, onFeedbackWanted } from './feedback-api.ts';

/**
 * The app frame and its feedback APIs (messages, notifications, confirm dialogs): what antd's
 * <App> gives, with the feedback part in its own chunk. <App> imports message, notification and
 * modal statically (~20 KB gzip in the first load) though nothing shows before a call; here the
 * holders (and antd's modal, message and notification with them, ~18 KB brotli) load on the first
 * call, which waits for them: most visits never fetch them. The APIs and the calls waiting for
 * them are kept in feedback-api.ts, which the holders fill.
 */
export { withFeedback } from './feedback-api.ts';

const FeedbackHolders = lazy(() => import('./feedback-holders.tsx').then((m) => ({ default: m.FeedbackHolders })));

/** Replaces antd's <App>: the same root element and base text style (class ant-app). */
export function AppFrame({ children }: { children: ReactNode }) {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const prefixCls = getPrefixCls('app');
  const [wrapCSSVar, hashId, cssVarCls] = useAppStyle(prefixCls);
  const wanted = useSyncExternalStore(onFeedbackWanted, feedbackWanted);
  return wrapCSSVar(
    <div className={[hashId, prefixCls, cssVarCls].filter(Boolean).join(' ')}>
      {wanted ? (
        <Suspense fallback={null}>
          <FeedbackHolders />
        </Suspense>
      ) : null}
      {children}
    </div>,
  );
}
