import { App, message as staticMessage } from 'antd';
import { useEffect } from 'react';
import { TOAST_SECONDS } from '../../domain/messages.ts';

/**
 * Toasts (antd messages: top centre) for code outside React. The bridge component hands over the
 * themed instance from antd's <App>; before it mounts, antd's static API is the fallback.
 */
type MessageApi = ReturnType<typeof App.useApp>['message'];
type Level = 'success' | 'info' | 'warning' | 'error';

let api: MessageApi = staticMessage;

export function showToast(level: Level, content: string, seconds: number = TOAST_SECONDS.default): void {
  // Keyed by text, so ten failing calls show one toast rather than ten.
  void api.open({ type: level, content, duration: seconds, key: content });
}

/** Mount once inside antd's <App>. */
export function ToastBridge(): null {
  const { message } = App.useApp();
  useEffect(() => {
    api = message;
    return () => {
      api = staticMessage;
    };
  }, [message]);
  return null;
}
