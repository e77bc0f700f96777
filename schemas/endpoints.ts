/**
 * Every endpoint of the API, by area: the server registers exactly these (the contract test
 * proves it), and the OpenAPI document and the typed clients derive from them.
 */

import { accountEndpoints } from './account.ts';
import { analyticsEndpoints } from './analytics.ts';
import { apiKeyEndpoints } from './api-key.ts';
import { auditEndpoints } from './audit.ts';
import { claimEndpoints } from './claim/endpoints.ts';
import { companyEndpoints } from './company.ts';
import { dashboardEndpoints } from './dashboard.ts';
import { documentTypeEndpoints } from './document-type.ts';
import { downloadTicketEndpoints } from './download-ticket.ts';
import { eventEndpoints } from './event/endpoints.ts';
import { eventCategoryEndpoints } from './event-category.ts';
import { eventManagementEndpoints } from './event-management/endpoints.ts';
import { fileEndpoints } from './file.ts';
import { importEndpoints } from './import.ts';
import { incidentReportEndpoints } from './incident-report.ts';
import { insurancePolicyEndpoints } from './insurance-policy.ts';
import { lookupEndpoints } from './lookups.ts';
import { onboardingEndpoints } from './onboarding.ts';
import { personEndpoints } from './person/endpoints.ts';
import { preferencesEndpoints } from './preferences.ts';
import { procedureEndpoints } from './procedure/endpoints.ts';
import { propertyEndpoints } from './property/endpoints.ts';
import { propertyBuildingEndpoints } from './property-building.ts';
import { propertyGroupEndpoints } from './property-group.ts';
import type { Endpoint } from './protocol/contract.ts';
import { reportEndpoints } from './report.ts';
import { companyResourceEndpoints, eventResourceEndpoints, propertyResourceEndpoints } from './resource/endpoints.ts';
import { roleEndpoints } from './role.ts';
import { routineTaskEndpoints } from './routine-task/endpoints.ts';
import { sessionEndpoints } from './session.ts';
import { subscriptionEndpoints } from './subscription/endpoints.ts';
import { vendorEndpoints } from './vendor.ts';
import { vendorTypeEndpoints } from './vendor-type.ts';
import { webhookEndpoints } from './webhook.ts';

export const ENDPOINTS_BY_AREA = {
  session: sessionEndpoints,
  account: accountEndpoints,
  preferences: preferencesEndpoints,
  onboarding: onboardingEndpoints,
  dashboard: dashboardEndpoints,
  analytics: analyticsEndpoints,
  lookups: lookupEndpoints,
  company: companyEndpoints,
  roles: roleEndpoints,
  vendorTypes: vendorTypeEndpoints,
  vendors: vendorEndpoints,
  documentTypes: documentTypeEndpoints,
  eventCategories: eventCategoryEndpoints,
  procedures: procedureEndpoints,
  people: personEndpoints,
  properties: propertyEndpoints,
  propertyGroups: propertyGroupEndpoints,
  imports: importEndpoints,
  events: eventEndpoints,
  eventManagement: eventManagementEndpoints,
  incidentReport: incidentReportEndpoints,
  files: fileEndpoints,
  downloads: downloadTicketEndpoints,
  resources: companyResourceEndpoints,
  propertyResources: propertyResourceEndpoints,
  eventResources: eventResourceEndpoints,
  insurancePolicies: insurancePolicyEndpoints,
  propertyBuildings: propertyBuildingEndpoints,
  claims: claimEndpoints,
  reports: reportEndpoints,
  routineTasks: routineTaskEndpoints,
  subscriptions: subscriptionEndpoints,
  apiKeys: apiKeyEndpoints,
  webhooks: webhookEndpoints,
  audit: auditEndpoints,
} as const satisfies Record<string, Record<string, Endpoint>>;

/** Every endpoint, flat. */
export const ALL_ENDPOINTS: readonly Endpoint[] = Object.values(ENDPOINTS_BY_AREA).flatMap(
  (area) => Object.values(area) as Endpoint[],
);
