import { namespace } from '../catalogue.ts';

/** The app-wide toasts and messages (rules/messages.ts), quoted from the specification. */
export const messagesText = namespace('messages', {
  serverError: 'The server encountered an error. Please try again later.',
  forbidden: 'You do not have permission to perform this action.',
  notFound: 'The requested resource was not found.',
  noResponse: 'Unable to connect to the server. Please check your internet connection or try again later.',
  sessionExpired: 'Your session has expired. You will be redirected to the login page.',
  sessionExpiring: 'Your session will expire in {{minutes}} minute(s). Please save your work.',
  positionSaved: 'Position Saved.',
  notAuthorizedPage: 'You are not authorized to view this page',
  loginTagline: 'Change the way you recover by how you respond.',
  /** A refused read (400 on a GET), with the server's reason or without one. */
  requestRefusedBecause: 'The request was refused: {{reason}}',
  requestRefused: 'The request was refused.',
  /** A save refused in a 200 reply (`success: false`) without a reason. */
  saveNotSuccessful: 'The save was not successful.',
});
