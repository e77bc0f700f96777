import { useCallback, useState } from 'react';

/** The records the server-searched pickers name: properties, property groups, people. */
export type NameKind = 'properties' | 'propertyGroups' | 'people';

export type NameBook = Record<NameKind, Readonly<Record<string, string>>>;

/**
 * Names the pickers learned (id -> name), for the preview sentence. `learn` changes state only
 * when it brings something new, so pickers may call it on every read.
 */
export function useNameBook() {
  const [book, setBook] = useState<NameBook>(EMPTY_BOOK);
  const learn = useCallback((kind: NameKind, entries: readonly (readonly [string, string])[]) => {
    setBook((current) => withNames(current, kind, entries));
  }, []);
  return { book, learn };
}

export const EMPTY_BOOK: NameBook = { properties: {}, propertyGroups: {}, people: {} };

/** The book with `entries` added; the same object when they bring nothing new (no re-render). */
export function withNames(book: NameBook, kind: NameKind, entries: readonly (readonly [string, string])[]): NameBook {
  const known = book[kind];
  const fresh = entries.filter(([id, name]) => id && name && known[id] !== name);
  return fresh.length === 0 ? book : { ...book, [kind]: { ...known, ...Object.fromEntries(fresh) } };
}

export type LearnNames = ReturnType<typeof useNameBook>['learn'];
