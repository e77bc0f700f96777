import { onboardingEndpoints } from '../../../../schemas/onboarding.ts';
import { on } from '../../context/endpoint-routes.ts';
import { setUpFirstCompany } from './first-run.ts';
import { dismissGettingStarted, getGettingStarted } from './getting-started.ts';

/** Onboarding (schemas/onboarding.ts): the first run of an empty installation and the 'Getting started' card. */
export const onboardingRoutes = [
  on(onboardingEndpoints.firstRun, ({ body, request }) => {
    const { database, jobs, adapters, config } = request.server;
    return setUpFirstCompany({ db: database.db, jobs, mail: adapters.mail, embedded: config.oidc.embedded }, body);
  }),
  on(onboardingEndpoints.gettingStarted, (ctx) => getGettingStarted(ctx)),
  on(onboardingEndpoints.dismissGettingStarted, (ctx) => dismissGettingStarted(ctx)),
];
