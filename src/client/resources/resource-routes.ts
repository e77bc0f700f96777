import type { PermissionName } from '../../domain/company/permissions.ts';
import { setupResourcesText } from '../i18n/en/setup-resources.ts';
import { textOf } from '../i18n/language.ts';
import type { PageKind } from '../rules/app-routes.ts';

const t = textOf(setupResourcesText);

/** A page form's own route (its list opens it for a new or an existing record). */
export interface ResourceFormRoute {
  /** '/setup/property/:id'. */
  readonly route: string;
  /** The id in the route of a new record ('new', or '' for an optional id). */
  readonly newId: string;
  /** The browser tab's and breadcrumb's title of the form page. */
  readonly pageTitle: string;
}

/**
 * What the first load knows of a setup screen: enough for the route table, the menu, the entry
 * guard and Refine's resources. The declaration itself (src/client/resources/<name>.ts: schemas,
 * columns, form layout, toasts, and the contracts they name) comes with the screen's own chunk.
 */
export interface ResourceRoute {
  readonly name: string;
  readonly label: string;
  readonly route: string;
  /** The permission the screen needs: its save contract's (tests/client/resources/resource-routes.test.ts). */
  readonly need: PermissionName;
  readonly kind: 'modal' | 'page' | 'singleton';
  /** Bespoke pages in place of the generic ones; 'embedded': shown inside another page, no route. */
  readonly pages?: { readonly list: PageKind | 'embedded'; readonly form?: PageKind };
  /** A page form's route ('page' only). */
  readonly form?: ResourceFormRoute;
}

/** The setup screens' routes, one entry per declaration in resources.config.ts, in its order. */
export const RESOURCE_ROUTES = {
  roles: {
    name: 'roles',
    get label() {
      return t('rolesLabel');
    },
    route: '/positionTypes',
    need: 'manageRoles',
    kind: 'modal',
  },
  documentTypes: {
    name: 'documentTypes',
    get label() {
      return t('documentTypesLabel');
    },
    route: '/setup/documentTypes',
    need: 'manageEventCategories',
    kind: 'modal',
  },
  vendorTypes: {
    name: 'vendorTypes',
    get label() {
      return t('vendorTypesLabel');
    },
    route: '/vendorTypes',
    need: 'manageVendorTypes',
    kind: 'modal',
  },
  vendors: {
    name: 'vendors',
    get label() {
      return t('vendorsLabel');
    },
    route: '/vendors',
    need: 'manageVendors',
    kind: 'modal',
  },
  company: {
    name: 'company',
    get label() {
      return t('companyLabel');
    },
    route: '/company',
    need: 'manageCompanyProfile',
    kind: 'singleton',
  },
  properties: {
    name: 'properties',
    get label() {
      return t('propertiesLabel');
    },
    route: '/properties',
    need: 'manageProperties',
    kind: 'page',
    form: {
      route: '/setup/property/:id',
      newId: 'new',
      get pageTitle() {
        return t('propertyPageTitle');
      },
    },
  },
  people: {
    name: 'people',
    get label() {
      return t('usersLabel');
    },
    route: '/setup/people',
    need: 'manageUsers',
    kind: 'page',
    form: {
      route: '/setup/companyPerson/:id',
      newId: 'new',
      get pageTitle() {
        return t('userPageTitle');
      },
    },
  },
  propertyGroups: {
    name: 'propertyGroups',
    get label() {
      return t('propertyGroupsLabel');
    },
    route: '/setup/propertyGroups',
    need: 'managePropertyGroups',
    kind: 'page',
    form: {
      route: '/setup/propertyGroup/:id',
      newId: 'new',
      get pageTitle() {
        return t('propertyGroupPageTitle');
      },
    },
  },
  insurancePolicies: {
    name: 'insurancePolicies',
    get label() {
      return t('insurancePoliciesLabel');
    },
    route: '/insurancepolicies',
    need: 'manageInsurancePolicies',
    kind: 'page',
    pages: { list: 'insurancePolicies', form: 'insurancePolicyForm' },
    form: {
      route: '/addeditinsurancepolicy/:id?',
      newId: '',
      get pageTitle() {
        return t('insurancePolicyPageTitle');
      },
    },
  },
  propertyBuildings: {
    name: 'propertyBuildings',
    get label() {
      return t('statementOfValues');
    },
    route: '/propertyinsurancepolicydetails/:id',
    need: 'manageInsurancePolicies',
    kind: 'modal',
    pages: { list: 'embedded' },
  },
} as const satisfies Record<string, ResourceRoute>;

export type ResourceName = keyof typeof RESOURCE_ROUTES;

/** Every setup screen's route entry, in declaration order. */
export const RESOURCE_ROUTE_LIST: readonly ResourceRoute[] = Object.values(RESOURCE_ROUTES);
