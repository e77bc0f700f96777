import esES from 'antd/es/locale/es_ES.js';
import i18next from 'i18next';
import { DATE_FORMAT, dayjs } from '../../domain/common/calendar-date.ts';
import { apiMessageTranslator } from '../../domain/i18n/api-message.ts';
import 'dayjs/locale/es-us.js';
import type { LanguagePack } from './catalogue.ts';
import { SPANISH } from './es/index.ts';

/**
 * Spanish (fetched only when a person's language is Spanish, see language.ts): i18next over the
 * Spanish catalogue, antd's Spanish words, and dayjs's US Spanish (month and day names). The
 * product serves US companies, so the US conventions stay: dates MM/DD/YYYY (every date the app
 * shows has its format written out; antd's pickers are told too), weeks from Sunday (dayjs's
 * 'es-us', not Spain's 'es', which starts them on Monday), money in US dollars.
 */
const engine = i18next.createInstance();
void engine.init({
  lng: 'es',
  resources: { es: SPANISH },
  ns: Object.keys(SPANISH),
  defaultNS: false,
  // A key the catalogue lacks answers null here, and language.ts falls back to the English.
  fallbackLng: false,
  keySeparator: false,
  nsSeparator: false,
  // React escapes what it renders.
  interpolation: { escapeValue: false },
  initAsync: false,
});

const US_DATES = { locale: 'es-us', dateFormat: DATE_FORMAT } as const;

/** A picker's locale with the US date conventions. */
function withUsDates<P extends { lang: object }>(picker: P | undefined): P | undefined {
  return picker && { ...picker, lang: { ...picker.lang, ...US_DATES } };
}

/** antd's es_ES with the US date conventions in its pickers and calendar. */
const antdLocale = {
  ...esES,
  DatePicker: withUsDates(esES.DatePicker),
  Calendar: esES.Calendar && { ...esES.Calendar, lang: { ...esES.Calendar.lang, ...US_DATES } },
};

export const spanishPack: LanguagePack = {
  translate(namespace, key, values) {
    if (!engine.exists(key, { ns: namespace })) return null;
    // Values go as `replace`, so none of them is read as one of i18next's options.
    return engine.t(key, { ns: namespace, replace: values ?? {} }) as string;
  },
  apiMessage: apiMessageTranslator({
    apiMessages: SPANISH.apiMessages ?? {},
    recordMessages: SPANISH.recordMessages ?? {},
    messagePieces: SPANISH.messagePieces ?? {},
  }),
  antdLocale,
  activate: () => dayjs.locale('es-us'),
  deactivate: () => dayjs.locale('en'),
};
