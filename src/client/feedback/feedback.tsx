import type { App } from 'antd';
import { ConfigProvider } from 'antd';
import useAppStyle from 'antd/es/app/style/index.js';
import { lazy, type ReactNode, Suspense, useContext } from 'react';

/**
 * The app frame and its feedback APIs (messages, notifications, confirm dialogs): what antd's
 * <App> gives, with the feedback part in its own chunk. <App> imports message, notification and
 * modal statically (~20 KB gzip in the first load) though nothing shows before a call; here the
 * holders load right after the first paint and calls made before that wait for them.
 */
export type FeedbackApi = ReturnType<typeof App.useApp>;

let api: FeedbackApi | null = null;
const waiting: ((api: FeedbackApi) => void)[] = [];

/** Runs `use` with the themed feedback APIs: now, or once the holders have loaded. */
export function withFeedback(use: (api: FeedbackApi) => void): void {
  if (api) use(api);
  else waiting.push(use);
}

/** Called by the holders (feedback-holders.tsx) when mounted, with null when unmounted. */
export function setFeedbackApi(next: FeedbackApi | null): void {
  api = next;
  if (next) for (const use of waiting.splice(0)) use(next);
}

const FeedbackHolders = lazy(() => import('./feedback-holders.tsx').then((m) => ({ default: m.FeedbackHolders })));

/** Replaces antd's <App>: the same root element and base text style (class ant-app). */
export function AppFrame({ children }: { children: ReactNode }) {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const prefixCls = getPrefixCls('app');
  const [wrapCSSVar, hashId, cssVarCls] = useAppStyle(prefixCls);
  return wrapCSSVar(
    <div className={[hashId, prefixCls, cssVarCls].filter(Boolean).join(' ')}>
      <Suspense fallback={null}>
        <FeedbackHolders />
      </Suspense>
      {children}
    </div>,
  );
}
