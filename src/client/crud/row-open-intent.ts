/** What a click or a key press on a table row asks for. */
export type RowOpenIntent = 'open' | 'openInNewTab' | 'ignore';

export interface RowGesture {
  /** 'click', or the key pressed while the row itself had the focus. */
  kind: 'click' | 'key';
  key?: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  /** The gesture began on a link, button or field inside the row: that control answers it. */
  fromControl: boolean;
  /** Text the user has selected (dragging over a cell to copy it is not a click on the row). */
  selectedText: string;
}

/**
 * Whether a gesture on a row opens the row's page (issue 23, 9: a row opens its event, keyboard
 * too). Controls inside the row keep their own meaning; Ctrl/⌘-click opens a new tab as a link does.
 */
export function rowOpenIntent(gesture: RowGesture): RowOpenIntent {
  if (gesture.fromControl) return 'ignore';
  if (gesture.kind === 'key') return gesture.key === 'Enter' ? 'open' : 'ignore';
  if (gesture.selectedText.trim() !== '') return 'ignore';
  return gesture.ctrlKey || gesture.metaKey ? 'openInNewTab' : 'open';
}
