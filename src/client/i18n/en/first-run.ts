import { namespace } from '../catalogue.ts';

/**
 * 'Set up your company' (issue 22): an installation without any company, before anybody can sign
 * in. The field names are the contract's titles (schemas/onboarding.ts).
 */
export const firstRunText = namespace('firstRun', {
  title: 'Set up your company',
  intro:
    'Nobody can sign in yet. Name the first company and its administrator: we e-mail you an invitation to sign in and finish the setup.',
  yourCompany: 'Your company',
  administrator: 'You, its administrator',
  companyName: 'Company name',
  companyType: 'Type',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Your e-mail',
  enterCompanyName: 'Enter the company name.',
  chooseType: 'Choose a type.',
  enterFirstName: 'Enter your first name.',
  enterLastName: 'Enter your last name.',
  enterEmail: 'Enter your e-mail.',
  validEmail: 'Enter a valid e-mail address.',
  emailHint: 'We send your invitation to sign in here.',
  setUpCompany: 'Set up company',
  notSetUp: 'The company could not be set up: {{reason}}',
  unreachable: 'The server could not be reached.',
  alreadySetUpTitle: 'Already set up',
  alreadySetUp:
    'This installation is already set up: someone finished setting up a company first. Sign in with the account you were invited with, or ask its administrator for an invitation.',
  signIn: 'Sign in',
  checkEmailTitle: 'Check your e-mail',
  /** {{email}} and {{company}} are shown in bold. */
  invitationSent: 'We sent an invitation to {{email}}. Open it to sign in as the administrator of {{company}}.',
  noMailServer: "No mail server is configured (SMTP_URL), so the invitation link was written to the server's log.",
});
