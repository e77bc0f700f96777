import { inArray, sql } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../../domain/common/language.ts';
import type { Runner } from '../../db/connect.ts';
import { userPreferences } from '../../db/schema/identity.ts';

/** A person's settings, one row per lower(e-mail) whichever provider signs them in (issue 27). */
export interface Preferences {
  language: Language;
}

const keyOf = (email: string) => email.trim().toLowerCase();

/** The stored preferences of an e-mail; null until the person's first sign-in (or first save). */
export async function preferencesOf(db: Runner, email: string): Promise<Preferences | null> {
  const emailKey = keyOf(email);
  if (!emailKey) return null;
  const [row] = await db
    .select({ language: userPreferences.language })
    .from(userPreferences)
    .where(sql`${userPreferences.emailKey} = ${emailKey}`)
    .limit(1);
  return row && isLanguage(row.language) ? { language: row.language } : null;
}

/** The language to write to an e-mail address in (e-mails, texts): its owner's choice, else English. */
export async function languageOf(db: Runner, email: string): Promise<Language> {
  return (await preferencesOf(db, email))?.language ?? DEFAULT_LANGUAGE;
}

/** The languages of many e-mail addresses at once, by lower-cased e-mail; an address without a choice reads English. */
export async function languagesOf(db: Runner, emails: readonly string[]): Promise<(email: string) => Language> {
  const keys = [...new Set(emails.map(keyOf).filter(Boolean))];
  const rows =
    keys.length === 0
      ? []
      : await db
          .select({ emailKey: userPreferences.emailKey, language: userPreferences.language })
          .from(userPreferences)
          .where(inArray(userPreferences.emailKey, keys));
  const chosen = new Map(rows.flatMap((row) => (isLanguage(row.language) ? [[row.emailKey, row.language]] : [])));
  return (email) => chosen.get(keyOf(email)) ?? DEFAULT_LANGUAGE;
}

/**
 * The first sign-in's default (POST /users/handlelogin): the language of the browser, kept only
 * when the person has none yet. A later sign-in from another browser changes nothing.
 */
export async function recordFirstLanguage(db: Runner, email: string, language: Language): Promise<void> {
  const emailKey = keyOf(email);
  if (!emailKey) return;
  await db.insert(userPreferences).values({ emailKey, language }).onConflictDoNothing();
}

/** The person's own choice (POST /account/preferences), replacing whatever was kept. */
export async function savePreferences(db: Runner, email: string, preferences: Preferences): Promise<Preferences> {
  const emailKey = keyOf(email);
  await db
    .insert(userPreferences)
    .values({ emailKey, language: preferences.language })
    .onConflictDoUpdate({
      target: userPreferences.emailKey,
      set: { language: preferences.language, updatedAt: sql`now()` },
    });
  return { language: preferences.language };
}
