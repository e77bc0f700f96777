import { PASSWORD_MAX_LENGTH } from '../src/domain/company/password-policy.ts';
import { signedInEndpoint } from './protocol/contract.ts';

/**
 * The signed-in person's own login (embedded provider only; 404 with an external one): whether it
 * has a password, and changing it. Their preferences are schemas/preferences.ts (any provider).
 */
export const accountEndpoints = {
  detail: signedInEndpoint({
    method: 'GET',
    path: '/account',
    tag: 'account',
    summary: "The caller's login of the embedded provider: whether it has a password",
    reply: {
      type: 'object',
      required: ['email', 'hasPassword'],
      properties: { email: { type: 'string' }, hasPassword: { type: 'boolean' } },
    },
  }),
  changePassword: signedInEndpoint({
    method: 'POST',
    path: '/account/password',
    tag: 'account',
    summary: "Change (or first set) the caller's password; their other sign-ins end",
    description:
      'The current password is required once the login has one (400 on currentPassword when it is ' +
      'wrong). The new one must have 12 to 128 characters and not be common, breached or built from ' +
      "the person's name or e-mail (400 on newPassword with the reason). Every other session and " +
      'refresh token of the login ends; this one continues.',
    body: {
      type: 'object',
      required: ['newPassword'],
      additionalProperties: false,
      properties: {
        currentPassword: { type: 'string', maxLength: PASSWORD_MAX_LENGTH * 4 },
        newPassword: { type: 'string', maxLength: PASSWORD_MAX_LENGTH * 4 },
      },
    },
    reply: { type: 'object', required: ['changed'], properties: { changed: { type: 'boolean', const: true } } },
  }),
} as const;
