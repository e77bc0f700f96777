import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Language, languageOfAcceptLanguage } from '../../domain/common/language.ts';
import { translateApiMessage } from '../i18n/translate.ts';

/**
 * The API's messages in the requester's language (issue 27). The code writes them in English
 * (it compares and logs them; the specification's words); this one place turns them, on the way
 * out, into the language the app asks for by `Accept-Language`: an error body's `message` and
 * `validationErrors[].message`, a save's `message`, a refusal's `failureReason` (top level or in
 * `data`), an import's row problems (`errors[].message`). A message it does not know goes out as written.
 */
export function requestLanguage(request: FastifyRequest): Language {
  return languageOfAcceptLanguage(request.headers['accept-language']);
}

type Body = Record<string, unknown>;

const isObject = (value: unknown): value is Body =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !ArrayBuffer.isView(value);

/** The field `name` of the object translated, when it is text. */
function translateField(body: Body, name: string, language: Language): Body {
  const text = body[name];
  if (typeof text !== 'string') return body;
  const translated = translateApiMessage(text, language);
  return translated === text ? body : { ...body, [name]: translated };
}

/** Each entry's `message` of a list of field or row errors translated. */
function translateEntries(entries: unknown[], language: Language): unknown[] {
  return entries.map((entry) => (isObject(entry) ? translateField(entry, 'message', language) : entry));
}

/**
 * A reply body with its messages in the language; the same object when nothing changes. An error
 * body's `message` made of its field errors' messages (an import's mapping problems, joined) is
 * made again of their translations.
 */
export function translateReplyBody(body: unknown, language: Language): unknown {
  if (language === 'en' || !isObject(body)) return body;
  let out = translateField(translateField(body, 'message', language), 'failureReason', language);
  const fieldErrors = body.validationErrors;
  if (Array.isArray(fieldErrors)) {
    const translated = translateEntries(fieldErrors, language);
    const joined = (entries: unknown[]) => entries.map((entry) => (isObject(entry) ? entry.message : '')).join(' ');
    // Several errors joined: each one's translation (a pattern of one could swallow the others).
    const message = fieldErrors.length > 1 && body.message === joined(fieldErrors) ? joined(translated) : out.message;
    out = { ...out, message, validationErrors: translated };
  }
  // An import's answer: the problems of its rows.
  if (Array.isArray(out.errors)) out = { ...out, errors: translateEntries(out.errors, language) };
  if (isObject(out.data) && typeof out.data.failureReason === 'string') {
    out = { ...out, data: translateField(out.data, 'failureReason', language) };
  }
  return out;
}

/** Every JSON reply of the app (routes, the error and not-found handlers) passes here before it is serialized. */
export function installApiLanguage(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, _reply, payload) =>
    translateReplyBody(payload, requestLanguage(request)),
  );
}
