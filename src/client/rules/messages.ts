/** User-facing wording quoted from the specification; one place so client and tests agree. */
export const MESSAGES = {
  serverError: 'The server encountered an error. Please try again later.',
  forbidden: 'You do not have permission to perform this action.',
  notFound: 'The requested resource was not found.',
  noResponse: 'Unable to connect to the server. Please check your internet connection or try again later.',
  sessionExpired: 'Your session has expired. You will be redirected to the login page.',
  sessionExpiring: (minutes: number) => `Your session will expire in ${minutes} minute(s). Please save your work.`,
  positionSaved: 'Position Saved.',
  /** Event management without manageEvents, or an event the user may not view (spec 001 §2, §8). */
  notAuthorizedPage: 'You are not authorized to view this page',
  loginTagline: 'Change the way you recover by how you respond.',
} as const;

/** Toast durations in seconds (spec 000 §9, 002 §9). */
export const TOAST_SECONDS = { default: 4, globalError: 5 } as const;
