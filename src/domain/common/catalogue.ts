/**
 * The message catalogues' shapes (issue 27), for the browser's catalogues (src/client/i18n) and the
 * server's (e-mails, texts, the incident report, CSV headers, API messages). A namespace is one area's messages, declared once in
 * English (`en/<area>.ts`, the specification's wording, character for character) with `namespace`;
 * every other language gives the same keys in its own words (`es/<area>.ts`, typed `Translation`,
 * so a missing or extra key fails the type check). Keys are flat within a namespace. A message
 * may hold placeholders, `{{name}}`, filled from the call's values; nothing else of i18next's
 * syntax (nesting, formats, plural or context suffixes) is used, so English is written out here
 * without the engine (tests/client/i18n/catalogues.test.ts holds both to that).
 */

/** One area's messages by key. */
export type Messages = { readonly [key: string]: string };

/** A namespace: its name (unique) and its English messages, the source every translation follows. */
export interface Namespace<M extends Messages = Messages> {
  readonly name: string;
  readonly en: M;
}

/** Declares an area's English messages (written `as const` by the `const` type parameter). */
export function namespace<const M extends Messages>(name: string, en: M): Namespace<M> {
  return { name, en };
}

/** Another language's messages of a namespace: exactly its keys, any words. */
export type Translation<N extends Namespace> = { readonly [K in keyof N['en']]: string };

/** The placeholder names of a message: 'Welcome, {{name}}' -> 'name'. */
export type Placeholders<S> = S extends `${string}{{${infer Name}}}${infer Rest}` ? Name | Placeholders<Rest> : never;

/** A call's values: none for a message without placeholders, else exactly its placeholders. */
export type ValuesOf<S> = [Placeholders<S>] extends [never] ? [] : [values: Record<Placeholders<S>, string | number>];

/** The keys of a namespace. */
export type KeyOf<N extends Namespace> = keyof N['en'] & string;

/** A namespace's words in the current language, by key, with the message's values. */
export type TextOf<M extends Messages> = <K extends keyof M & string>(key: K, ...values: ValuesOf<M[K]>) => string;

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

/** The placeholder names a message uses, in order (repeats kept). */
export function placeholdersOf(message: string): string[] {
  return [...message.matchAll(PLACEHOLDER)].map((match) => match[1] as string);
}

/** A message with its placeholders filled; one without a value stays as written. */
export function fill(message: string, values?: Readonly<Record<string, string | number>>): string {
  if (!values) return message;
  return message.replace(PLACEHOLDER, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
