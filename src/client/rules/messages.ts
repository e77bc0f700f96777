import { messagesText } from '../i18n/en/messages.ts';
import { translate } from '../i18n/language.ts';

/**
 * User-facing wording quoted from the specification; one place so client and tests agree. The
 * words come from the catalogue (i18n/en/messages.ts and its translations) in the language the app
 * speaks when they are read: each is a getter, so a toast shown after a change of language is in
 * the new one. (A value copied once at module load, such as a route table's, keeps English.)
 */
export const MESSAGES = {
  get serverError() {
    return translate(messagesText, 'serverError');
  },
  get forbidden() {
    return translate(messagesText, 'forbidden');
  },
  get notFound() {
    return translate(messagesText, 'notFound');
  },
  get noResponse() {
    return translate(messagesText, 'noResponse');
  },
  get sessionExpired() {
    return translate(messagesText, 'sessionExpired');
  },
  sessionExpiring: (minutes: number) => translate(messagesText, 'sessionExpiring', { minutes }),
  get positionSaved() {
    return translate(messagesText, 'positionSaved');
  },
  /** Event management without manageEvents, or an event the user may not view (spec 001 §2, §8). */
  get notAuthorizedPage() {
    return translate(messagesText, 'notAuthorizedPage');
  },
  get loginTagline() {
    return translate(messagesText, 'loginTagline');
  },
};

/** Toast durations in seconds (spec 000 §9, 002 §9). */
export const TOAST_SECONDS = { default: 4, globalError: 5 } as const;
