import { namespace } from '../catalogue.ts';

/** /profile: who the person is, their language, their password (embedded provider). */
export const profileText = namespace('profile', {
  pickYourCompany: 'Pick Your Company',
  name: 'Name',
  email: 'E-mail',
  company: 'Company',
  role: 'Role',
  language: 'Language',
  languageHelp: 'The language of the screens. Dates stay MM/DD/YYYY and amounts US dollars.',
  languageSaved: 'Language saved.',
  changePassword: 'Change password',
  setPassword: 'Set a password',
  noPasswordYet: 'Your login has no password yet: set one to sign in without an e-mailed link. ',
  otherDevices: 'Saving signs you out on your other devices; this one stays signed in.',
  currentPassword: 'Current password',
  enterCurrentPassword: 'Enter your current password.',
  newPassword: 'New password',
  enterNewPassword: 'Enter a new password.',
  confirmPassword: 'Confirm new password',
  enterPasswordAgain: 'Enter the new password again.',
  passwordHint: 'At least {{min}} characters. A few unrelated words make a good password.',
  tooShort: 'Use at least {{min}} characters.',
  tooLong: 'Use at most {{max}} characters.',
  mismatch: 'The passwords do not match.',
  changed: 'Password changed.',
  save: 'Save',
});
