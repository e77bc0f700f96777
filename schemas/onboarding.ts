import { COMPANY_TYPES } from '../src/domain/company/company.ts';
import { GETTING_STARTED_STEPS } from '../src/domain/company/getting-started.ts';
import type { FromSchema } from './from-schema.ts';
import { companyEndpoint, publicEndpoint } from './protocol/contract.ts';

const email = { type: 'string', format: 'email', minLength: 3, maxLength: 254, title: 'Your e-mail' } as const;
const personName = (title: string) => ({ type: 'string', minLength: 1, maxLength: 100, title }) as const;

/** The first-run form (an empty installation): the company and its first administrator. */
export const firstRunSchema = {
  type: 'object',
  required: ['companyName', 'companyType', 'firstName', 'lastName', 'email'],
  additionalProperties: false,
  properties: {
    companyName: { type: 'string', minLength: 1, maxLength: 200, title: 'Company name' },
    companyType: {
      type: 'integer',
      title: 'Type',
      enum: COMPANY_TYPES.map((type) => type.value),
      default: 1,
    },
    firstName: personName('First name'),
    lastName: personName('Last name'),
    email,
  },
} as const;

export type FirstRunInput = FromSchema<typeof firstRunSchema>;

/** One step of the 'Getting started' card. */
const gettingStartedStep = {
  type: 'object',
  required: ['key', 'done'],
  additionalProperties: false,
  properties: {
    key: { type: 'string', enum: GETTING_STARTED_STEPS.map((step) => step.key) },
    done: { type: 'boolean' },
  },
} as const;

const gettingStartedSchema = {
  type: 'object',
  required: ['steps', 'dismissed'],
  additionalProperties: false,
  properties: {
    steps: { type: 'array', items: gettingStartedStep },
    dismissed: { type: 'boolean', description: 'An administrator closed the card' },
  },
} as const;

/**
 * Onboarding: the first run of an empty installation (public: there is nobody to sign in yet) and
 * the home page's 'Getting started' card of a new company's administrators.
 */
export const onboardingEndpoints = {
  firstRun: publicEndpoint({
    method: 'POST',
    path: '/first-run',
    tag: 'onboarding',
    summary: 'Set up the first company of an empty installation and invite its administrator',
    description:
      'Only while the installation has no company: creates the company, a role with every ' +
      'permission, its administrator (all properties) and, with the embedded provider, their login; ' +
      'then e-mails the invitation. Once any company exists this answers 404, for good; two ' +
      'submissions at once create one company (the other gets 404).',
    body: firstRunSchema,
    reply: {
      type: 'object',
      required: ['companyId', 'invitedEmail', 'mailDelivered'],
      properties: {
        companyId: { type: 'string', format: 'uuid' },
        invitedEmail: { type: 'string' },
        mailDelivered: {
          type: 'boolean',
          description: "False when no mail server is configured: the invitation link is in the server's log",
        },
      },
    },
  }),
  gettingStarted: companyEndpoint({
    method: 'GET',
    path: '/getting-started',
    tag: 'onboarding',
    summary: "The company's first steps and which are done",
    need: 'manageCompanyProfile',
    reply: gettingStartedSchema,
  }),
  dismissGettingStarted: companyEndpoint({
    method: 'POST',
    path: '/getting-started/dismiss',
    tag: 'onboarding',
    summary: "Close the 'Getting started' card for the company's administrators",
    need: 'manageCompanyProfile',
    reply: gettingStartedSchema,
  }),
} as const;
