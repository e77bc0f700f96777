import { Fragment, type ReactNode } from 'react';

/**
 * A translated sentence with elements inside it ('The user name **ana@x.com** is not…'): the
 * catalogue keeps the whole sentence, so each language places the element where its grammar
 * wants it. Give `slot(name)` as the placeholder's value, then `withElements` swaps each slot for
 * its element.
 */
const MARK = '\u0001';

/** The value that stands for an element while the message is filled. */
export const slot = (name: string): string => `${MARK}${name}${MARK}`;

/** The filled message with its slots replaced by their elements. */
export function withElements(message: string, elements: Readonly<Record<string, ReactNode>>): ReactNode[] {
  return (
    message
      .split(MARK)
      // The odd parts are the slots' names (a name, each slot once a message: the element's key).
      .map((part, index) => (index % 2 === 1 ? <Fragment key={part}>{elements[part]}</Fragment> : part))
  );
}
