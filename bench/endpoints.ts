import type { ListParams } from '../schemas/protocol/list.ts';
import { RESOURCE_PAGE_SIZE } from '../schemas/resource/endpoints.ts';
import type { ServiceContext } from '../src/server/context/service-context.ts';
import { listEventActivity } from '../src/server/modules/events/activity.ts';
import { listEvents } from '../src/server/modules/events/list.ts';
import { openFolder } from '../src/server/modules/files/resources/listing.ts';
import { resolveScope } from '../src/server/modules/files/resources/scope.ts';
import { listPeople } from '../src/server/modules/people/service.ts';
import { listIncidentProcedures } from '../src/server/modules/procedures/service.ts';
import { listProperties } from '../src/server/modules/properties/service.ts';
import { listPropertyGroups } from '../src/server/modules/property-groups/service.ts';
import { eventCountByProperty } from '../src/server/modules/reports/event-counts.ts';
import { insuranceClaimReport } from '../src/server/modules/reports/insurance-claims.ts';
import { listRoles } from '../src/server/modules/roles/service.ts';
import { listVendors } from '../src/server/modules/vendors/service.ts';
import { REPORT_CLAIM_YEAR } from './report-seed.ts';

/** A list endpoint as the benchmark drives it: the HTTP query, and the same service call in-process. */
export interface BenchEndpoint {
  name: string;
  /** Path under /api/company/{companyId}. */
  path: string;
  /** Search, sort and a page of 25: what the client sends. */
  query: Record<string, string>;
  /** Which company it runs against: the scale company, or the demo company (where procedures were measured before the scale seed had any). */
  company: 'scale' | 'demo' | 'reports' | 'tasks';
  /** The member it runs as, by e-mail (its token and its service context); default the company's administrator. */
  memberEmail?: string;
  /** The route handler's own service call with the same parameters (bound (b): the database cost alone). */
  run(ctx: ServiceContext): Promise<unknown>;
}

const page = { page: 1, pageSize: 25 } as const;
type Sorted<S extends string> = Omit<ListParams<S>, 'page' | 'pageSize'>;
const params = <S extends string>(sorted: Sorted<S>): ListParams<S> => ({ ...sorted, ...page });
const qs = (sorted: Sorted<string> & Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries({ ...sorted, ...page })
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, String(value)]),
  );

const roles = { sortBy: 'name', sortDirection: 'asc', search: 'man' } as const;
const people = { sortBy: 'name', sortDirection: 'asc', search: 'son' } as const;
const propertiesQ = { sortBy: 'name', sortDirection: 'asc', search: 'park' } as const;
const vendors = { sortBy: 'name', sortDirection: 'asc', search: 'pre' } as const;
const groups = { sortBy: 'name', sortDirection: 'asc', search: 'reg' } as const;
const procedures = { sortBy: 'type', sortDirection: 'asc', search: 'e' } as const;
/** The Events page's own order and filter (newest first, all but Complete), searched for a location/category word. */
const events = { sortBy: 'dateOccurredLocal', sortDirection: 'desc', search: 'kitchen', statusType: -2 } as const;

/** The demo company's folder of BENCH_FOLDER_FILES files (bench/server.ts seeds it under this id). */
export const BENCH_FOLDER_ID = 'b5e1f01d-0000-4000-8000-000000005000';
export const BENCH_FOLDER_FILES = 5000;

/** The demo company's event with BENCH_ACTIVITY_ENTRIES activity log entries (bench/server.ts makes it). */
export const BENCH_EVENT_ID = 'b5e1f01d-0000-4000-8000-00000000a5c7';
export const BENCH_ACTIVITY_ENTRIES = 5000;
const activity = { sortBy: 'dateOccurredLocal', sortDirection: 'desc' } as const;

export const PEOPLE_ENDPOINT: BenchEndpoint = {
  name: 'people',
  path: '/people',
  query: qs(people),
  company: 'scale',
  run: (ctx) => listPeople(ctx, { ...params(people), showArchived: false, filterByAssociations: false }),
};

/** The events list, measured per scale (the scale seed's 10 events per property) rather than in the table. */
export const EVENTS_ENDPOINT: BenchEndpoint = {
  name: 'events',
  path: '/events2',
  query: qs(events),
  company: 'scale',
  run: (ctx) => listEvents(ctx, { ...params(events), statusType: events.statusType }),
};

export const ENDPOINTS: BenchEndpoint[] = [
  {
    name: 'roles',
    path: '/positiontypes',
    query: qs(roles),
    company: 'scale',
    run: (ctx) => listRoles(ctx, params(roles)),
  },
  PEOPLE_ENDPOINT,
  {
    name: 'properties',
    path: '/properties',
    query: qs(propertiesQ),
    company: 'scale',
    run: (ctx) => listProperties(ctx, { ...params(propertiesQ), showArchived: false }),
  },
  {
    name: 'vendors',
    path: '/vendors',
    query: qs(vendors),
    company: 'scale',
    run: (ctx) => listVendors(ctx, params(vendors)),
  },
  {
    name: 'property groups',
    path: '/propertygroups',
    query: qs(groups),
    company: 'scale',
    run: (ctx) => listPropertyGroups(ctx, params(groups)),
  },
  {
    name: 'procedures',
    path: '/procedures',
    query: qs(procedures),
    company: 'demo',
    run: (ctx) => listIncidentProcedures(ctx, params(procedures)),
  },
  {
    // Opening a folder: the first page of its folders, documents, images and videos, and their totals.
    name: 'folder 5k files',
    path: `/resources/folders/${BENCH_FOLDER_ID}`,
    query: {},
    company: 'demo',
    run: async (ctx) =>
      openFolder(ctx, await resolveScope(ctx.db, ctx, { kind: 'company' }), BENCH_FOLDER_ID, {
        page: 1,
        pageSize: RESOURCE_PAGE_SIZE,
        showArchived: false,
      }),
  },
  {
    // An event's Activity tab: the newest page of an event with 5,000 log entries.
    name: 'activity log 5k',
    path: `/events/${BENCH_EVENT_ID}/activity/logs`,
    query: qs(activity),
    company: 'demo',
    run: (ctx) => listEventActivity(ctx, BENCH_EVENT_ID, params(activity)),
  },
];

const countsByProperty = { sortBy: 'property', sortDirection: 'asc' } as const;
const countsByCount = { sortBy: 'count', sortDirection: 'desc' } as const;

/** The two reports (issue 13), on the reports' company (bench/report-seed.ts: BENCH_REPORT_EVENTS events). */
export const REPORT_ENDPOINTS: BenchEndpoint[] = [
  {
    // The Event Counts page as it opens: property A–Z, a page of 25.
    name: 'event counts',
    path: '/reports/eventCountByProperty',
    query: qs(countsByProperty),
    company: 'reports',
    run: (ctx) => eventCountByProperty(ctx, params(countsByProperty)),
  },
  {
    name: 'event counts by count',
    path: '/reports/eventCountByProperty',
    query: qs(countsByCount),
    company: 'reports',
    run: (ctx) => eventCountByProperty(ctx, params(countsByCount)),
  },
  {
    // A year of claims with their events (about 2,500 at 1,000,000 events): the first page of 25,
    // as the report opens, and its bounded total.
    name: 'claims report 1 year',
    path: '/reports/insuranceClaim',
    query: { ...REPORT_CLAIM_YEAR, page: String(page.page), pageSize: String(page.pageSize) },
    company: 'reports',
    run: (ctx) => insuranceClaimReport(ctx, { ...REPORT_CLAIM_YEAR, ...page }),
  },
];

/** The endpoint of that name; `more` adds endpoints made at run time (bench/tasks.ts). */
export const endpointByName = (name: string, more: BenchEndpoint[] = []): BenchEndpoint => {
  const found = [...ENDPOINTS, PEOPLE_ENDPOINT, EVENTS_ENDPOINT, ...REPORT_ENDPOINTS, ...more].find(
    (endpoint) => endpoint.name === name,
  );
  if (!found) throw new Error(`unknown endpoint ${name}`);
  return found;
};
