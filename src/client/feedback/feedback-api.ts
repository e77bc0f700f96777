import type { App } from 'antd';

/**
 * The themed feedback APIs (messages, notifications, confirm dialogs) once the holders
 * (feedback-holders.tsx) have mounted, and the calls waiting for them: the one piece the app frame
 * (feedback.tsx, which loads the holders) and the holders share, so neither imports the other's file.
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
