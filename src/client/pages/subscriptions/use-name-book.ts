import { useCallback, useState } from 'react';

/** The records the server-searched pickers name: properties, property groups, people. */
export type NameKind = 'properties' | 'propertyGroups' | 'people';

export type NameBook = Record<NameKind, Readonly<Record<string, string>>>;

/**
 * Names the pickers learned (id -> name), for the preview sentence. `learn` changes state only
 * when it brings something new, so pickers may call it on every read.
 */
export function useNameBook() {
  const [book, setBook] = useState<NameBook>({ properties: {}, propertyGroups: {}, people: {} });
  const learn = useCallback((kind: NameKind, entries: readonly (readonly [string, string])[]) => {
    setBook((current) => {
      const known = current[kind];
      const fresh = entries.filter(([id, name]) => id && name && known[id] !== name);
      return fresh.length === 0 ? current : { ...current, [kind]: { ...known, ...Object.fromEntries(fresh) } };
    });
  }, []);
  return { book, learn };
}

export type LearnNames = ReturnType<typeof useNameBook>['learn'];
