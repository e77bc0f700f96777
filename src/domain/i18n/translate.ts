import { fill, type Messages, type Namespace, type TextOf } from '../common/catalogue.ts';
import type { Language } from '../common/language.ts';
import { DOMAIN_SPANISH } from './es/index.ts';

/**
 * A shared namespace's message in a given language, its values filled: what the server writes for
 * a person (their e-mail, their CSV, their API messages) in that person's language. English when
 * the language lacks the message. The browser translates through its own pack (src/client/i18n).
 */
export function translateIn<M extends Messages>(
  language: Language,
  namespace: Namespace<M>,
  key: keyof M & string,
  values?: Readonly<Record<string, string | number>>,
): string {
  const translated = language === 'es' ? DOMAIN_SPANISH[namespace.name]?.[key] : undefined;
  return fill(translated ?? (namespace.en[key] as string), values);
}

/** `translateIn` bound to a language and a namespace, typed by its messages. */
export function textIn<M extends Messages>(language: Language, namespace: Namespace<M>): TextOf<M> {
  return ((key: string, values?: Record<string, string | number>) =>
    translateIn(language, namespace, key, values)) as unknown as TextOf<M>;
}
