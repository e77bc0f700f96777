import { describe, expect, it } from 'vitest';
import { APP_ROUTES, isPublicPath } from '../../src/domain/app-routes.ts';
import { NAVIGATION } from '../../src/domain/navigation.ts';

/** The route a concrete path opens, matched like react-router: case-insensitive, params, optional segments. */
function routeFor(path: string) {
  return APP_ROUTES.find((route) => {
    const pattern = route.path
      .split('/')
      .map((segment) => {
        if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
        return segment ? `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}` : '';
      })
      .join('');
    return new RegExp(`^${pattern || '/'}/?$`, 'i').test(path);
  });
}

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

  it('every navigation link has a route needing the same permission', () => {
    for (const def of NAVIGATION) {
      for (const link of def.kind === 'link' ? [def] : def.children) {
        const route = routeFor(link.path);
        expect(route, link.path).toBeDefined();
        expect(route?.need, link.path).toBe(link.need);
      }
    }
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
