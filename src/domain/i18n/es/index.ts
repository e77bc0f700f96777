import type { Messages } from '../../common/catalogue.ts';

/**
 * The Spanish of ../en's namespaces, by namespace name ('usted'; the words of the trade, as in
 * src/client/i18n/es). A new `es/<area>.ts` is listed here.
 */
export const DOMAIN_SPANISH: Readonly<Record<string, Messages>> = {};
