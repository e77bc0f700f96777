import type { App } from 'antd';

/**
 * The themed feedback APIs (messages, notifications, confirm dialogs) once the holders
 * (feedback-holders.tsx) have mounted, and the calls waiting for them: the one piece the app frame
 * (feedback.tsx, which loads the holders) and the holders share, so neither imports the other's file.
 */
export type FeedbackApi = ReturnType<typeof App.useApp>;

let api: FeedbackApi | null = null;
const waiting: ((api: FeedbackApi) => void)[] = [];
/** Whether anything has asked for feedback yet: the holders load on the first call, not before. */
let wanted = false;
const wantedListeners = new Set<() => void>();

/** Runs `use` with the themed feedback APIs: now, or once the holders have loaded. */
export function withFeedback(use: (api: FeedbackApi) => void): void {
  if (api) {
    use(api);
    return;
  }
  waiting.push(use);
  if (!wanted) {
    wanted = true;
    for (const listener of wantedListeners) listener();
  }
}

/** For the app frame (useSyncExternalStore): whether to load and mount the holders. */
export const feedbackWanted = () => wanted;
export function onFeedbackWanted(listener: () => void): () => void {
  wantedListeners.add(listener);
  return () => wantedListeners.delete(listener);
}

/** Called by the holders (feedback-holders.tsx) when mounted, with null when unmounted. */
export function setFeedbackApi(next: FeedbackApi | null): void {
  api = next;
  if (next) for (const use of waiting.splice(0)) use(next);
}
