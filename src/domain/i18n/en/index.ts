import type { Namespace } from '../../common/catalogue.ts';

/**
 * The English namespaces both the browser and the server speak (domain value names, API
 * messages, CSV headers, e-mails...). The browser's catalogues (src/client/i18n) include them;
 * the server reads them through ../translate.ts. A new `en/<area>.ts` is listed here (the server
 * runs on Node, with no bundler to gather a folder).
 */
export const DOMAIN_ENGLISH: readonly Namespace[] = [];
