/**
 * The languages the product speaks (issue 27): English, the specification's wording, and Spanish.
 * A person's choice is kept on the server (GET/POST /account/preferences); before they choose, it
 * is the first of their browser's languages that the product speaks, else English. Dates stay
 * MM/DD/YYYY and money US dollars in every language: the product serves US companies.
 */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language in its own words, as the profile offers it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The product's language of one language tag ('es-MX' -> 'es', 'EN' -> 'en'); null when it speaks none of it. */
export function languageOfTag(tag: string): Language | null {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(primary) ? primary : null;
}

/** The first of the tags (the browser's order of preference) that the product speaks, else English. */
export function languageOfTags(tags: readonly string[]): Language {
  for (const tag of tags) {
    const language = languageOfTag(tag);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}

/**
 * The language an `Accept-Language` header asks for: its tags by quality (`q`, 1 when absent; a
 * tie keeps the header's order), the first the product speaks; English when there is none.
 */
export function languageOfAcceptLanguage(header: string | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .slice(0, 500)
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.split(';');
      const quality = params.map((param) => /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(param)?.[1]).find(Boolean);
      const q = quality === undefined ? 1 : Number(quality);
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0, order };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order);
  return languageOfTags(ranked.map((entry) => entry.tag));
}
