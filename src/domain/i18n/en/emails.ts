import { namespace } from '../../common/catalogue.ts';

/**
 * The account e-mails (invitation, added to a company, password reset) and the passwordless
 * sign-in link, written in the recipient's language (src/server/auth/accounts/account-mail.ts,
 * src/server/auth/oidc/passwordless.ts). `product` is the product's name.
 */
export const emailsText = namespace('emails', {
  greetingName: 'Hello {{name}},',
  greeting: 'Hello,',
  /** Under the button, for mail readers that show no button. */
  orOpenAddress: 'Or open this address: {{href}}',
  invitationSubject: 'You are invited to {{company}} on {{product}}',
  invitedBy: '{{inviter}} invited you to {{company}} on {{product}}.',
  invited: 'You are invited to {{company}} on {{product}}.',
  invitationValidity:
    'The button signs you in once, in any browser, for {{days}} days. Then you can choose a password, or keep signing in with a link e-mailed to this address.',
  invitationButton: 'Accept the invitation',
  invitationUnexpected: 'If you did not expect this invitation, you can ignore this e-mail.',
  addedSubject: 'You were added to {{company}} on {{product}}',
  addedBy: '{{inviter}} added you to {{company}} on {{product}}.',
  added: 'You were added to {{company}} on {{product}}.',
  addedSignIn: 'Sign in as you always do; if you belong to more than one company, pick {{company}} from your profile.',
  addedButton: 'Sign in to {{product}}',
  resetSubject: 'Reset your {{product}} password',
  resetIntro:
    'Someone asked to reset the password of this address on {{product}}. The button lets you choose a new one; it works once, for {{minutes}} minutes.',
  resetButton: 'Choose a new password',
  resetSignsOut: 'Setting a new password signs you out everywhere else.',
  resetUnexpected: 'If you did not ask for this, ignore this e-mail: your password stays as it is.',
  signInLinkSubject: 'Your sign-in link',
  signInLinkUse:
    'Use this link to sign in. It works once, in the browser where you asked for it, for {{minutes}} minutes:',
  signInLinkUnexpected: 'If you did not ask to sign in, ignore this e-mail.',
  // A webhook paused after days of failed deliveries (src/server/modules/webhooks/pause-mail.ts).
  webhookPausedSubject: 'A webhook of {{company}} was paused',
  webhookPausedIntro:
    'The webhook to {{url}} has failed every delivery since {{since}} (UTC), so {{product}} paused it. Nothing more is sent to it until it is enabled again.',
  webhookPausedAction:
    'Check that the receiver is up and answers 2xx, then enable the webhook on Setup → Integrations: {{href}}',
  // The audit trail's daily digest (src/server/modules/audit/digest.ts).
  auditDigestSubject: 'Audit trail of {{company}}: chain head for {{day}}',
  auditDigestIntro:
    'The audit trail of {{company}} on {{product}} holds {{seq}} entries. Its last entry (the chain head) on {{day}} (UTC):',
  auditDigestHead: 'Entry {{seq}}, hash {{hash}}',
  auditDigestKeep:
    'Keep this e-mail: every entry is chained to the one before by its hash, so if the trail were ever rewritten its head would no longer match this one. Setup → Audit Trail → Verify checks the chain: {{href}}',
});
