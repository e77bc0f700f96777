import { fill, type Messages, placeholdersOf } from '../common/catalogue.ts';
import { apiMessagesText } from './en/api-messages.ts';
import { messagePiecesText } from './en/message-pieces.ts';
import { recordMessagesText } from './en/schema-messages.ts';

/**
 * The API's messages are English where they are made (the code compares them, logs them, tests
 * them); a translator made here (`apiMessageTranslator`) turns a finished English message into
 * another language: the server's (src/server/i18n/translate.ts) applies it once to what it sends
 * (src/server/http/api-language.ts); the browser's Spanish pack makes its own from the catalogue it
 * downloads, for the same constants when it shows them itself. Matching the finished text, not a
 * key, lets every `throw invalidField('name', SOME_MESSAGES.x)` stay as it is. A value filled into
 * a `{{…Words}}` placeholder is itself translated, from the message pieces (en/message-pieces.ts).
 */

/** A message with values, as a pattern: its English with each `{{name}}` captured. */
interface Template {
  readonly pattern: RegExp;
  readonly names: readonly string[];
  readonly translated: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function templateOf(english: string, translated: string): Template {
  const names = placeholdersOf(english);
  const source = english
    .split(/\{\{\w+\}\}/)
    .map(escapeRegExp)
    .join('(.+?)');
  return { pattern: new RegExp(`^${source}$`, 's'), names, translated };
}

/** The Spanish of one namespace pair, by exact English and by pattern. */
function indexOf(english: Messages, spanish: Messages) {
  const exact = new Map<string, string>();
  const templates: Template[] = [];
  for (const [key, text] of Object.entries(english)) {
    const translated = spanish[key];
    if (translated === undefined) continue;
    if (placeholdersOf(text).length === 0) exact.set(text, translated);
    else templates.push(templateOf(text, translated));
  }
  // The most specific pattern first: more fixed words beat a looser one ('must be a valid {{format}}').
  const fixedLength = (template: Template) => template.pattern.source.replaceAll('(.+?)', '').length;
  templates.sort((a, b) => fixedLength(b) - fixedLength(a));
  return { exact, templates };
}

interface Index extends ReturnType<typeof indexOf> {
  /** The words a `{{…Words}}` value may be (pieces within pieces too). */
  pieces?: Index;
}

/** A placeholder whose value is words of the message's language, not a name or a number. */
const isWordsPlaceholder = (name: string) => name.endsWith('Words');

/** The translation of a whole known message, or undefined. */
function knownOf(index: Index, text: string): string | undefined {
  const exact = index.exact.get(text);
  if (exact !== undefined) return exact;
  for (const template of index.templates) {
    const match = template.pattern.exec(text);
    if (!match) continue;
    const values = Object.fromEntries(
      template.names.map((name, at) => {
        const value = match[at + 1] ?? '';
        const pieces = isWordsPlaceholder(name) ? index.pieces : undefined;
        return [name, (pieces && knownOf(pieces, value)) ?? value];
      }),
    );
    return fill(template.translated, values);
  }
  return undefined;
}

/**
 * The translation of a message that starts with a name the API does not translate: a field
 * ('name is required', as a 400's `message` is written) or an import column's title ('Archived
 * must be yes or no.', 'Phone: 555 is not a valid phone number.'). The longest known rest wins.
 */
function afterNameOf(index: Index, text: string): string | undefined {
  for (let space = text.indexOf(' '); space > 0; space = text.indexOf(' ', space + 1)) {
    const rest = text.slice(space + 1);
    const translated = knownOf(index, rest) ?? sentenceOf(knownOf(index, rest.replace(/\.$/, '')), rest);
    if (translated !== undefined) return `${text.slice(0, space)} ${translated}`;
  }
  return undefined;
}

/** A fragment's translation made a sentence again when its English was one (a full stop added). */
function sentenceOf(translated: string | undefined, english: string): string | undefined {
  if (translated === undefined || !english.endsWith('.')) return undefined;
  return translated.endsWith('.') ? translated : `${translated}.`;
}

/** A language's words for the API's messages: its `apiMessages`, `recordMessages` and `messagePieces` namespaces. */
export interface ApiMessageCatalogue {
  apiMessages: Messages;
  recordMessages: Messages;
  messagePieces: Messages;
}

/**
 * The API's messages in a language: the translation of a known English message (a message with
 * values matched by its pattern, the values carried over), also after a field's name or a column's
 * title ('name is required' -> 'name es obligatorio'); the text unchanged when it is not known.
 */
export function apiMessageTranslator(catalogue: ApiMessageCatalogue): (text: string) => string {
  // The setup records' messages are a namespace of their own (light enough for the first load); their keys differ.
  const pieces: Index = indexOf(messagePiecesText.en, catalogue.messagePieces);
  pieces.pieces = pieces;
  const index: Index = {
    ...indexOf(
      { ...apiMessagesText.en, ...recordMessagesText.en },
      { ...catalogue.apiMessages, ...catalogue.recordMessages },
    ),
    pieces,
  };
  return (text) => (text ? (knownOf(index, text) ?? afterNameOf(index, text) ?? text) : text);
}
