import { namespace } from '../catalogue.ts';

/**
 * Signing in and the session (spec 000 §2, §4): the blocking company chooser and 'Unrecognized
 * User Name' modals, the company picker, the callback's failure and why a session could not start.
 */
export const sessionText = namespace('session', {
  chooserTitle: 'Select your company to begin',
  chooserIntro:
    'Your user name belongs to several companies. Choose the one to work in; you can switch later from your profile.',
  company: 'Company',
  chooseCompany: 'Choose a company',
  apply: 'Apply',
  unrecognizedTitle: 'Unrecognized User Name',
  /** {{userName}} is shown in bold. */
  unrecognizedUser: 'The user name {{userName}} is not associated with an account.',
  /** The user name when the token names nobody: 'The user name you signed in with is not…'. */
  unrecognizedSomeone: 'you signed in with',
  contactAdministrator: 'Please contact your account administrator to be given access.',
  signInAsDifferentUser: 'Log in again with a different user name',
  signInPageFailed: 'Could not open the sign-in page: {{reason}}',
  permissionsFailed: 'Could not load your permissions: {{reason}}',
  loginNotRecorded: 'Could not record your login: {{reason}}',
  serverUnreachable: 'Could not reach the server: {{reason}}',
  problemTitle: 'We could not start your session',
  unknownError: 'Unknown error',
  tryAgain: 'Try again',
  logOut: 'Log out',
  signInFailedTitle: 'Sign-in could not be completed',
  signInAgain: 'Sign in again',
});
