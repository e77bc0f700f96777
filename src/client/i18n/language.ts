import type { Locale } from 'antd/es/locale/index.js';
import { useMemo, useSyncExternalStore } from 'react';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../domain/common/language.ts';
import { fill, type LanguagePack, type Messages, type Namespace, type TextOf } from './catalogue.ts';

/**
 * The language the app speaks now (issue 27), and its words. English is the catalogues' own text
 * and needs nothing more: an English visit downloads no engine, no other catalogue and no other
 * locale. Another language's pack (`spanish.ts`: i18next over the Spanish catalogue, antd's and
 * dayjs's Spanish words) is fetched when that language is chosen, and the app switches once it is
 * in. The last language is remembered in this browser, so the next start speaks it from the first
 * page (`startLanguage`); the person's preference on the server decides after sign-in.
 */

export const LANGUAGE_STORAGE_KEY = 'language';

const PACKS: Record<Exclude<Language, 'en'>, () => Promise<LanguagePack>> = {
  es: () => import('./spanish.ts').then((module) => module.spanishPack),
};

let language: Language = DEFAULT_LANGUAGE;
let pack: LanguagePack | null = null;
/** The language last asked for: a slower, earlier request does not win over it. */
let wanted: Language = DEFAULT_LANGUAGE;
const listeners = new Set<() => void>();
const loaded = new Map<Language, Promise<LanguagePack>>();

/** The language the app speaks now. */
export function currentLanguage(): Language {
  return language;
}

/** antd's locale for the current language; undefined for English (antd's own default). */
export function antdLocale(): Locale | undefined {
  return pack?.antdLocale;
}

/** A namespace's message in the current language, its values filled (English when a translation lacks it). */
export function translate<M extends Messages, K extends keyof M & string>(
  namespace: Namespace<M>,
  key: K,
  values?: Readonly<Record<string, string | number>>,
): string {
  if (pack) {
    const translated = pack.translate(namespace.name, key, values);
    if (translated !== null) return translated;
  }
  return fill(namespace.en[key] as string, values);
}

/**
 * A finished English API message (a shared rule's, worded as the server words it) in the current
 * language, as the server would translate it (src/domain/i18n/api-message.ts).
 */
export function translateApiMessage(text: string): string {
  return pack ? pack.apiMessage(text) : text;
}

/** `translate` bound to a namespace, typed by its messages (keys and values). */
export function textOf<M extends Messages>(namespace: Namespace<M>): TextOf<M> {
  return ((key: string, values?: Record<string, string | number>) =>
    translate(namespace, key, values)) as unknown as TextOf<M>;
}

function remember(next: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, next);
  } catch {
    // Storage refused (private mode): the preference on the server still decides after sign-in.
  }
}

function packOf(next: Exclude<Language, 'en'>): Promise<LanguagePack> {
  let pending = loaded.get(next);
  if (!pending) {
    pending = PACKS[next]();
    // A failed fetch (no signal) may be tried again later.
    pending.catch(() => loaded.delete(next));
    loaded.set(next, pending);
  }
  return pending;
}

/**
 * Speaks `next` from now on: fetches its pack first (English needs none), then every component
 * that reads text re-renders. Resolves false when the pack could not be fetched (the app stays in
 * the language it was in).
 */
export async function setLanguage(next: Language): Promise<boolean> {
  wanted = next;
  remember(next);
  if (next === language) return true;
  let nextPack: LanguagePack | null = null;
  if (next !== 'en') {
    try {
      nextPack = await packOf(next);
    } catch {
      return false;
    }
  }
  if (wanted !== next) return false;
  pack?.deactivate();
  nextPack?.activate();
  pack = nextPack;
  language = next;
  if (typeof document !== 'undefined') document.documentElement.lang = next;
  for (const listener of listeners) listener();
  return true;
}

/** How long the first render waits for a language's pack (a poor signal): then English, and the pack when it comes. */
const START_WAIT_MS = 3000;

/** At start: the language this browser spoke last, before the first render (English needs no wait). */
export async function startLanguage(): Promise<void> {
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    stored = null;
  }
  if (!isLanguage(stored) || stored === DEFAULT_LANGUAGE) return;
  await Promise.race([setLanguage(stored), new Promise((resolve) => setTimeout(resolve, START_WAIT_MS))]);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current language; the component re-renders when it changes. */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribe, currentLanguage, () => DEFAULT_LANGUAGE);
}

/** A namespace's words in the current language (`t('key', { values })`); re-renders on a change of language. */
export function useText<M extends Messages>(namespace: Namespace<M>): TextOf<M> {
  const current = useLanguage();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new function per language, so memoised children see the change
  return useMemo(() => textOf(namespace), [namespace, current]);
}
