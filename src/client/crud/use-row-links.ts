import type { HTMLAttributes, KeyboardEvent, MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { type RowGesture, rowOpenIntent } from './row-open-intent.ts';

/** What inside a row answers a click by itself. */
const CONTROLS = 'a, button, input, select, textarea, label, [role="button"], [role="checkbox"], [role="switch"]';

function fromControl(event: MouseEvent<HTMLElement> | KeyboardEvent<HTMLElement>): boolean {
  const target = event.target as Element | null;
  const control = target?.closest?.(CONTROLS);
  return Boolean(control && event.currentTarget.contains(control));
}

/**
 * antd Table `onRow` props for a row that opens something: a click anywhere on the row (outside
 * its links and buttons) opens it, and the row is a tab stop that Enter opens, so keyboard users
 * get what mouse users get. `open` learns whether a new tab was asked for (Ctrl/⌘-click).
 */
export function openableRow(open: (inNewTab: boolean) => void): HTMLAttributes<HTMLElement> {
  const follow = (gesture: RowGesture) => {
    const intent = rowOpenIntent(gesture);
    if (intent !== 'ignore') open(intent === 'openInNewTab');
    return intent !== 'ignore';
  };
  return {
    tabIndex: 0,
    className: 'row-link',
    onClick: (event) =>
      follow({
        kind: 'click',
        ctrlKey: event.ctrlKey,
        metaKey: event.metaKey,
        fromControl: fromControl(event),
        selectedText: window.getSelection()?.toString() ?? '',
      }),
    onKeyDown: (event) => {
      // Only the row's own focus: Enter on a link inside it is the link's business.
      if (event.target !== event.currentTarget) return;
      if (follow({ kind: 'key', key: event.key, fromControl: false, selectedText: '' })) event.preventDefault();
    },
  };
}

/** `onRow` for rows that are pages: the row opens `pathOf(row)` (in a new tab on Ctrl/⌘-click). */
export function useRowLinks<Row>(pathOf: (row: Row) => string) {
  const navigate = useNavigate();
  return (row: Row) =>
    openableRow((inNewTab) => {
      const path = pathOf(row);
      if (inNewTab) window.open(path, '_blank', 'noopener');
      else navigate(path);
    });
}
