import { DOMAIN_SPANISH } from '../../../domain/i18n/es/index.ts';
import type { Messages } from '../catalogue.ts';

/**
 * The Spanish catalogue, by namespace name: each `es/<area>.ts` exports its translations under
 * the `name` of their English namespace in ../en (`export const profile: Translation<typeof
 * profileText>`), and is gathered from this folder without editing this file; the namespaces the
 * server shares (src/domain/i18n) are included.
 * Written with 'usted' throughout, for property-maintenance staff in the US: plain words of the
 * trade (propiedad, guardia, reporte, reclamo), buttons in the infinitive.
 */
const modules = import.meta.glob<Record<string, Messages>>(['./*.ts', '!./index.ts'], { eager: true });

export const SPANISH: Readonly<Record<string, Messages>> = Object.assign({}, ...Object.values(modules), DOMAIN_SPANISH);
