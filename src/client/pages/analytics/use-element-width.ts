import { type RefObject, useLayoutEffect, useRef, useState } from 'react';

/**
 * The width of an element, kept as it resizes (a window turned, a column stacking): the charts
 * thin their axis labels to the width they really have, not to the window's breakpoint.
 */
export function useElementWidth<T extends HTMLElement>(): [RefObject<T | null>, number] {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(([entry]) => setWidth(Math.round(entry.contentRect.width)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}
