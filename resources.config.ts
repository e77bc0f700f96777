/**
 * Every schema-driven setup screen, declared once (DESIGN: "The idea in one paragraph"): one
 * client file per resource under src/client/resources/ (its endpoints from the contracts in
 * schemas/, its columns, form layout and toasts). The generic list and form screens
 * (src/client/crud), the data provider, the route table, the menu and the access checks all read
 * this list. A new setup screen adds its contract to schemas/ and its resource file here.
 */

import { companyResource } from './src/client/resources/company.ts';
import {
  type AnyResourceDefinition,
  isSingleton,
  type ResourceDefinition,
  type SingletonDefinition,
} from './src/client/resources/definition.ts';
import { documentTypesResource } from './src/client/resources/document-types.ts';
import { insurancePoliciesResource } from './src/client/resources/insurance-policies.ts';
import { peopleResource } from './src/client/resources/people.ts';
import { propertiesResource } from './src/client/resources/properties.ts';
import { propertyBuildingsResource } from './src/client/resources/property-buildings.ts';
import { propertyGroupsResource } from './src/client/resources/property-groups.ts';
import { rolesResource } from './src/client/resources/roles.ts';
import { vendorTypesResource } from './src/client/resources/vendor-types.ts';
import { vendorsResource } from './src/client/resources/vendors.ts';

export const resources: readonly AnyResourceDefinition[] = [
  rolesResource,
  documentTypesResource,
  vendorTypesResource,
  vendorsResource,
  companyResource,
  propertiesResource,
  peopleResource,
  propertyGroupsResource,
  insurancePoliciesResource,
  propertyBuildingsResource,
];

/** Any declaration by its name; an undeclared name is a programming error. */
export function declarationNamed(name: string): AnyResourceDefinition {
  const definition = resources.find((resource) => resource.name === name);
  if (!definition) throw new Error(`Resource '${name}' is not declared in resources.config.ts`);
  return definition;
}

/** A listed resource (list + modal or page form) by its name. */
export function resourceNamed(name: string): ResourceDefinition {
  const definition = declarationNamed(name);
  if (isSingleton(definition)) throw new Error(`Resource '${name}' is a singleton: it has no list`);
  return definition;
}

/** A singleton (one record, one page) by its name. */
export function singletonNamed(name: string): SingletonDefinition {
  const definition = declarationNamed(name);
  if (!isSingleton(definition)) throw new Error(`Resource '${name}' is not a singleton`);
  return definition;
}
