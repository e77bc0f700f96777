import { useLayoutEffect, useState, useSyncExternalStore } from 'react';

function subscribeToResize(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

const windowWidth = () => window.innerWidth;

/**
 * Whether the header's items fit in its bar at this window width. They are measured, not assumed:
 * a longer language (Spanish's 'Suscripciones') or a longer company menu needs more room than the
 * breakpoint allows for. When the bar's items overflow, the width is remembered and the header uses
 * its menu button and drawer below it; `wordsKey` (the language) starts the measuring afresh.
 */
export function useBarFits(bar: HTMLElement | null, wordsKey: string): boolean {
  const width = useSyncExternalStore(subscribeToResize, windowWidth, () => Number.POSITIVE_INFINITY);
  const [tooNarrow, setTooNarrow] = useState({ key: wordsKey, below: 0 });
  const below = tooNarrow.key === wordsKey ? tooNarrow.below : 0;

  useLayoutEffect(() => {
    if (!bar) return;
    const check = () => {
      // One pixel of rounding is not an overflow.
      if (bar.scrollWidth <= bar.clientWidth + 1) return;
      const at = window.innerWidth + 1;
      setTooNarrow((current) =>
        current.key === wordsKey && current.below >= at ? current : { key: wordsKey, below: at },
      );
    };
    check();
    const observer = new ResizeObserver(check);
    observer.observe(bar);
    return () => observer.disconnect();
  }, [bar, wordsKey]);

  return width >= below;
}
