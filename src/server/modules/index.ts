import type { EndpointRoute } from '../context/endpoint-routes.ts';
import { accountRoutes } from './account/routes.ts';
import { analyticsRoutes } from './analytics/routes.ts';
import { apiKeyRoutes } from './api-keys/routes.ts';
import { auditRoutes } from './audit/routes.ts';
import { categoriesRoutes } from './categories/routes.ts';
import { claimRoutes } from './claims/routes.ts';
import { companyRoutes } from './company/routes.ts';
import { dashboardRoutes } from './dashboard/routes.ts';
import { documentTypesRoutes } from './document-types/routes.ts';
import { downloadRoutes } from './downloads/routes.ts';
import { eventRoutes } from './events/routes.ts';
import { fileRoutes } from './files/routes.ts';
import { importRoutes } from './import/routes.ts';
import { incidentReportRoutes } from './incident-reports/routes.ts';
import { insuranceRoutes } from './insurance/routes.ts';
import { lookupsRoutes } from './lookups/routes.ts';
import { onboardingRoutes } from './onboarding/routes.ts';
import { peopleRoutes } from './people/routes.ts';
import { proceduresRoutes } from './procedures/routes.ts';
import { propertyRoutes } from './properties/routes.ts';
import { propertyGroupRoutes } from './property-groups/routes.ts';
import { reportRoutes } from './reports/routes.ts';
import { rolesRoutes } from './roles/routes.ts';
import { routineTaskRoutes } from './routine-tasks/routes.ts';
import { sessionRoutes } from './session/routes.ts';
import { subscriptionRoutes } from './subscriptions/routes.ts';
import { vendorTypesRoutes } from './vendor-types/routes.ts';
import { vendorRoutes } from './vendors/routes.ts';
import { webhookRoutes } from './webhooks/routes.ts';

/** Every endpoint the API answers, each registered from its contract (schemas/). A new area adds its list here. */
export const endpointRoutes: readonly EndpointRoute[] = [
  ...sessionRoutes,
  ...accountRoutes,
  ...onboardingRoutes,
  ...dashboardRoutes,
  ...analyticsRoutes,
  ...lookupsRoutes,
  ...companyRoutes,
  ...rolesRoutes,
  ...vendorTypesRoutes,
  ...peopleRoutes,
  ...propertyRoutes,
  ...propertyGroupRoutes,
  ...vendorRoutes,
  ...importRoutes,
  ...documentTypesRoutes,
  ...categoriesRoutes,
  ...proceduresRoutes,
  ...eventRoutes,
  ...fileRoutes,
  ...downloadRoutes,
  ...insuranceRoutes,
  ...claimRoutes,
  ...reportRoutes,
  ...incidentReportRoutes,
  ...routineTaskRoutes,
  ...subscriptionRoutes,
  ...apiKeyRoutes,
  ...auditRoutes,
  ...webhookRoutes,
];
