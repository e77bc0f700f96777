/**
 * The first steps of a new company (the home page's 'Getting started' card, issue 22): what each
 * is, where it is done. The server decides which are done (modules/onboarding/getting-started.ts).
 */
export const GETTING_STARTED_STEPS = [
  { key: 'companyDetails', label: 'Fill in your company details', path: '/company' },
  { key: 'roles', label: 'Add the roles your staff hold', path: '/positionTypes' },
  { key: 'properties', label: 'Add your properties', path: '/properties' },
  { key: 'users', label: 'Invite your users', path: '/setup/people' },
  { key: 'incidentProcedure', label: 'Write an incident procedure', path: '/procedures/1' },
  { key: 'firstEvent', label: 'Report your first event', path: '/eventAdd' },
] as const;

export type GettingStartedKey = (typeof GETTING_STARTED_STEPS)[number]['key'];

/** The card shows while a step is open and nobody closed it. */
export function showGettingStarted(state: { steps: readonly { done: boolean }[]; dismissed: boolean }): boolean {
  return !state.dismissed && state.steps.some((step) => !step.done);
}
