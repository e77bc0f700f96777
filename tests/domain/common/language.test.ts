import { describe, expect, it } from 'vitest';
import {
  isLanguage,
  LANGUAGES,
  languageOfAcceptLanguage,
  languageOfTag,
  languageOfTags,
} from '../../../src/domain/common/language.ts';

describe('the languages the product speaks', () => {
  it('are English and Spanish', () => {
    expect(LANGUAGES).toEqual(['en', 'es']);
    expect(isLanguage('es')).toBe(true);
    expect(isLanguage('fr')).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
  });

  it('read a language tag by its primary subtag', () => {
    expect(languageOfTag('es-MX')).toBe('es');
    expect(languageOfTag('ES_us')).toBe('es');
    expect(languageOfTag('en-GB')).toBe('en');
    expect(languageOfTag('pt-BR')).toBeNull();
    expect(languageOfTags(['fr', 'es-419', 'en'])).toBe('es');
    expect(languageOfTags(['fr'])).toBe('en');
    expect(languageOfTags([])).toBe('en');
  });

  it('take the first language of an Accept-Language header the product speaks, by quality', () => {
    expect(languageOfAcceptLanguage('es-MX,es;q=0.9,en-US;q=0.8,en;q=0.7')).toBe('es');
    expect(languageOfAcceptLanguage('en-US,en;q=0.9,es;q=0.8')).toBe('en');
    expect(languageOfAcceptLanguage('en;q=0.4, es;q=0.8')).toBe('es');
    expect(languageOfAcceptLanguage('fr-CA, es;q=0.5')).toBe('es');
    // Equal quality keeps the header's order; q=0 means 'not this one'; '*' names none.
    expect(languageOfAcceptLanguage('es;q=0.5, en;q=0.5')).toBe('es');
    expect(languageOfAcceptLanguage('es;q=0, en')).toBe('en');
    expect(languageOfAcceptLanguage('*, es;q=0.1')).toBe('es');
    expect(languageOfAcceptLanguage('de')).toBe('en');
    expect(languageOfAcceptLanguage('')).toBe('en');
    expect(languageOfAcceptLanguage(undefined)).toBe('en');
    expect(languageOfAcceptLanguage(';;;,,,q=')).toBe('en');
  });
});
