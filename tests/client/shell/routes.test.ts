import { describe, expect, it } from 'vitest';
import { isPublicPath, routeOfPath } from '../../../src/client/rules/app-routes.ts';
import { NAVIGATION } from '../../../src/client/rules/navigation.ts';
import { APP_ROUTES } from '../../../src/client/shell/app-routes.ts';

/** The route a concrete path opens, matched like react-router: case-insensitive, params, optional segments. */
const routeFor = (path: string) => routeOfPath(APP_ROUTES, path);

describe('route list (spec 000 §2)', () => {
  it.each([
    '/',
    '/dashboard',
    '/bold-dashboard',
    '/dashboard-chart',
    '/company',
    '/positionTypes',
    '/vendorTypes',
    '/setup/people',
    '/setup/companyPerson/new',
    '/setup/documentTypes/',
    '/properties',
    '/setup/property/new',
    '/setup/categories',
    '/setup/propertyGroups',
    '/setup/propertyGroup/new',
    '/vendors',
    '/procedures/1',
    '/profile',
    '/authinfo',
    '/eventAdd',
    '/EventAdd',
    '/events',
    '/Events',
    '/eventManage/42',
    '/eventManage/42/claims',
    '/pickCompanyOfInterest',
    '/addEditClaim',
    '/addEditDamages',
    '/reports/propertyEventTypeCount',
    '/reports/insuranceClaims',
    '/Notifications',
    '/notificationAdd',
    '/notificationAdd/new',
    '/notifications/deliveries',
    '/resources',
    '/routinetasks',
    '/myroutinetasks',
    '/executeroutineTask',
    '/manageroutinetask',
    '/insurancepolicies',
    '/addeditinsurancepolicy',
    '/addeditinsurancepolicy/7',
    '/propertyinsurancepolicies',
    '/propertyinsurancepolicydetails',
    '/propertyinsurancepolicydetails/7',
  ])('%s has a route', (path) => {
    expect(routeFor(path)).toBeDefined();
  });

  it('every navigation link opens a route (whose need decides who sees the link)', () => {
    for (const def of NAVIGATION) {
      for (const link of def.kind === 'link' ? [def] : def.children) {
        expect(routeFor(link.path), link.path).toBeDefined();
      }
    }
  });

  it('/EventAdd is the Add Event wizard, for whoever may report events', () => {
    expect(routeFor('/EventAdd')).toMatchObject({ page: 'eventAdd', title: 'Add Event', need: 'reportEvents' });
  });

  it('derives the setup screens from resources.config.ts with the permission of their save endpoint', () => {
    expect(routeFor('/vendors')).toMatchObject({ page: 'resource', resource: 'vendors', need: 'manageVendors' });
    expect(routeFor('/setup/companyPerson/new')).toMatchObject({
      page: 'resourceForm',
      title: 'User',
      need: 'manageUsers',
    });
    expect(routeFor('/company')).toMatchObject({ page: 'resourceSingleton', need: 'manageCompanyProfile' });
  });

  it('does not match a path no route serves', () => {
    expect(routeFor('/nowhere')).toBeUndefined();
    expect(routeFor('/vendors/extra/segments')).toBeUndefined();
  });

  it('paths are unique', () => {
    const paths = APP_ROUTES.map((route) => route.path.toLowerCase());
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('only /callback is public', () => {
    expect(isPublicPath('/callback')).toBe(true);
    expect(isPublicPath('/Callback/')).toBe(true);
    expect(isPublicPath('/')).toBe(false);
    expect(isPublicPath('/authinfo')).toBe(false);
  });
});
