import { withFeedback } from '../feedback/feedback.tsx';
import { TOAST_SECONDS } from '../rules/messages.ts';

/**
 * Toasts (antd messages: top centre) for code outside React, through the themed message API of
 * the app frame (feedback/feedback.tsx); a toast asked for before it has loaded waits for it.
 */
type Level = 'success' | 'info' | 'warning' | 'error';

export function showToast(level: Level, content: string, seconds: number = TOAST_SECONDS.default): void {
  // Keyed by text, so ten failing calls show one toast rather than ten.
  withFeedback(({ message }) => void message.open({ type: level, content, duration: seconds, key: content }));
}
