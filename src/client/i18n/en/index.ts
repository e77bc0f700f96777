import type { Namespace } from '../catalogue.ts';

/**
 * Every English namespace, for the catalogue tests (the app imports each namespace where it is
 * used, so a page's words travel with the page's chunk). Gathered from this folder: a new
 * `en/<area>.ts` that exports a `namespace(...)` is listed without editing this file. The
 * namespaces the server shares (src/domain/i18n/en) are gathered from their folder too.
 */
const modules = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./index.ts', '../../../domain/i18n/en/*.ts'], {
  eager: true,
});

function isNamespace(value: unknown): value is Namespace {
  return typeof value === 'object' && value !== null && 'name' in value && 'en' in value;
}

export const ENGLISH: readonly Namespace[] = Object.values(modules).flatMap((exports) =>
  Object.values(exports).filter(isNamespace),
);
