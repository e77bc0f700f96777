import { fill, type Messages, type Namespace, type TextOf } from '../../domain/common/catalogue.ts';
import type { Language } from '../../domain/common/language.ts';
import { apiMessageTranslator } from '../../domain/i18n/api-message.ts';
import { apiMessages } from '../../domain/i18n/es/api-messages.ts';
import { DOMAIN_SPANISH } from '../../domain/i18n/es/index.ts';
import { messagePieces } from '../../domain/i18n/es/message-pieces.ts';
import { recordMessages } from '../../domain/i18n/es/schema-messages.ts';
import type { CellTranslate } from '../../domain/lists/cell-text.ts';

/**
 * A shared namespace's message in a given language, its values filled: what the server writes for
 * a person (their e-mail, their CSV, their API messages) in that person's language. English when
 * the language lacks the message. Server-only: the browser translates through its own pack
 * (src/client/i18n), so no page downloads the shared Spanish for an English visit.
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

/**
 * `translateIn` bound to a language, in the shape the shared domain functions take a translator
 * (the words in CSV cells, a subscription's preview sentence); the browser passes its own.
 */
export function translatorIn(language: Language): CellTranslate {
  return (namespace, key, values) => translateIn(language, namespace, key, values);
}

const spanishApiMessage = apiMessageTranslator({ apiMessages, recordMessages, messagePieces });

/**
 * A finished English API message in `language` (src/domain/i18n/api-message.ts): what the server
 * sends (src/server/http/api-language.ts) and what it stores for a person to read later.
 */
export function translateApiMessage(text: string, language: Language): string {
  return language === 'es' ? spanishApiMessage(text) : text;
}
