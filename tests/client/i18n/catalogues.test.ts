import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { fill, type Messages, placeholdersOf } from '../../../src/client/i18n/catalogue.ts';
import { homeText } from '../../../src/client/i18n/en/home.ts';
import { ENGLISH } from '../../../src/client/i18n/en/index.ts';
import { myTasksText } from '../../../src/client/i18n/en/my-tasks.ts';
import { profileText } from '../../../src/client/i18n/en/profile.ts';
import { pageTitleText } from '../../../src/client/i18n/en/shell.ts';
import { SPANISH } from '../../../src/client/i18n/es/index.ts';
import { BESPOKE_ROUTES } from '../../../src/client/rules/app-routes.ts';
import { GETTING_STARTED_STEPS } from '../../../src/domain/company/getting-started.ts';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordLengthProblem,
} from '../../../src/domain/company/password-policy.ts';
import { EVENT_STATUSES } from '../../../src/domain/events/event-status.ts';
import { eventStatusText } from '../../../src/domain/i18n/en/event-status.ts';
import { signInText } from '../../../src/domain/i18n/en/sign-in.ts';
import { TASK_STATUSES, taskStatusLabel } from '../../../src/domain/tasks/routine-task-status.ts';

/**
 * The catalogues (src/client/i18n): every language has every key of every namespace, and no
 * other; a translation keeps its English's placeholders; messages use only the syntax both the
 * English writer (`fill`) and i18next read alike; and the English agrees with the wording it
 * replaced where that wording also lives elsewhere (domain rules, the route table).
 */
const sorted = (values: readonly string[]) => [...values].sort();
const spanishOf = (name: string): Messages | undefined => SPANISH[name];

describe('the catalogues', () => {
  it('name each English namespace once, and Spanish has exactly those namespaces', () => {
    const names = ENGLISH.map((namespace) => namespace.name);
    expect(new Set(names).size).toBe(names.length);
    expect(sorted(Object.keys(SPANISH))).toEqual(sorted(names));
  });

  it.each(ENGLISH.map((namespace) => [namespace.name, namespace] as const))(
    '%s: a key in one language is in the other',
    (name, namespace) => {
      const spanish = spanishOf(name) ?? {};
      const english = Object.keys(namespace.en);
      expect({ missingInSpanish: english.filter((key) => !(key in spanish)) }).toEqual({ missingInSpanish: [] });
      expect({ onlyInSpanish: Object.keys(spanish).filter((key) => !(key in namespace.en)) }).toEqual({
        onlyInSpanish: [],
      });
    },
  );

  it.each(ENGLISH.map((namespace) => [namespace.name, namespace] as const))(
    '%s: each translation has its English placeholders, no more, no fewer',
    (name, namespace) => {
      const spanish = spanishOf(name) ?? {};
      const differing = Object.entries(namespace.en)
        .filter(([key, english]) => {
          const translated = spanish[key];
          return (
            translated !== undefined &&
            sorted(placeholdersOf(translated)).join() !== sorted(placeholdersOf(english)).join()
          );
        })
        .map(([key]) => key);
      expect(differing).toEqual([]);
    },
  );

  it('hold words in every message, and only {{name}} placeholders of i18next syntax', () => {
    const problems: string[] = [];
    for (const namespace of ENGLISH) {
      for (const [language, messages] of [
        ['en', namespace.en],
        ['es', spanishOf(namespace.name) ?? {}],
      ] as const) {
        for (const [key, message] of Object.entries(messages)) {
          const where = `${language} ${namespace.name}.${key}`;
          if (!message.trim()) problems.push(`${where}: empty`);
          // Nesting ($t), unescaped or formatted values ({{- x}}, {{x, number}}), stray braces.
          if (message.includes('$t(')) problems.push(`${where}: nesting`);
          if (/\{\{(?!\w+\}\})/.test(message) || /(?<!\{\{\w+)\}\}/.test(message)) problems.push(`${where}: braces`);
          // Plural and context variants are keys i18next picks by suffix: English is written without it.
          if (/_(zero|one|two|few|many|other|plural|male|female)$/.test(key)) problems.push(`${where}: suffix`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('write English as i18next would, for every message', async () => {
    const engine = i18next.createInstance();
    await engine.init({
      lng: 'en',
      resources: { en: Object.fromEntries(ENGLISH.map((namespace) => [namespace.name, namespace.en])) },
      keySeparator: false,
      nsSeparator: false,
      interpolation: { escapeValue: false },
      initAsync: false,
    });
    const differing: string[] = [];
    for (const namespace of ENGLISH) {
      for (const [key, message] of Object.entries(namespace.en)) {
        const values = Object.fromEntries(placeholdersOf(message).map((name) => [name, `<${name} & 1>`]));
        const ours = fill(message, values);
        const theirs = engine.t(key, { ns: namespace.name, replace: values });
        if (ours !== theirs) differing.push(`${namespace.name}.${key}: ${ours} | ${theirs}`);
      }
    }
    expect(differing).toEqual([]);
  });
});

describe('the English catalogue says what the rest of the product says', () => {
  it('page titles are the route table’s', () => {
    for (const [page, title] of Object.entries(pageTitleText.en)) {
      expect(BESPOKE_ROUTES.filter((route) => route.page === page).map((route) => route.title)).toEqual([title]);
    }
  });

  it('getting-started steps, event statuses, step types and task statuses are the domain’s', () => {
    for (const step of GETTING_STARTED_STEPS) expect(homeText.en[`step.${step.key}`]).toBe(step.label);
    for (const status of EVENT_STATUSES) {
      expect(eventStatusText.en[String(status.value) as keyof typeof eventStatusText.en]).toBe(status.label);
    }
    for (const status of Object.values(TASK_STATUSES)) {
      expect(myTasksText.en[`status.${status}`]).toBe(taskStatusLabel(status));
    }
  });

  it('the password rule is the domain’s', () => {
    expect(fill(profileText.en.passwordHint, { min: PASSWORD_MIN_LENGTH })).toBe(
      fill(signInText.en.passwordHint, { min: PASSWORD_MIN_LENGTH }),
    );
    expect(fill(profileText.en.tooShort, { min: PASSWORD_MIN_LENGTH })).toBe(passwordLengthProblem('short'));
    expect(fill(profileText.en.tooLong, { max: PASSWORD_MAX_LENGTH })).toBe(passwordLengthProblem('x'.repeat(200)));
  });
});
