import { LANGUAGES } from '../src/domain/common/language.ts';
import { signedInEndpoint } from './protocol/contract.ts';

/** A person's settings (issue 27): the language the product speaks to them. */
export const preferencesSchema = {
  type: 'object',
  required: ['language'],
  additionalProperties: false,
  properties: {
    language: {
      type: 'string',
      enum: [...LANGUAGES],
      description: "'en' English (the specification's wording) or 'es' Spanish",
    },
  },
} as const;

/**
 * The signed-in person's preferences, with any sign-in provider (issue 27), under /account: kept
 * apart from the login's endpoints (schemas/account.ts) so that the first page, which reads them,
 * does not carry the password contract.
 */
export const preferencesEndpoints = {
  preferences: signedInEndpoint({
    method: 'GET',
    path: '/account/preferences',
    tag: 'account',
    summary: "The caller's preferences: the language the product speaks to them",
    description:
      'Kept per e-mail, in every company and with any sign-in provider. Before the first sign-in ' +
      "has recorded one, the language of the request's Accept-Language (the first the product " +
      'speaks, else English).',
    reply: preferencesSchema,
  }),
  savePreferences: signedInEndpoint({
    method: 'POST',
    path: '/account/preferences',
    tag: 'account',
    summary: "Save the caller's preferences (their language)",
    body: preferencesSchema,
    reply: preferencesSchema,
  }),
} as const;
