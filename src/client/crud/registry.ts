import { resources } from '../../../resources.config.ts';
import {
  type AnyResourceDefinition,
  isSingleton,
  type ResourceDefinition,
  type SingletonDefinition,
} from './resource-definition.ts';

/** Any declaration by its name; an undeclared name is a programming error. */
export function declarationNamed(name: string): AnyResourceDefinition {
  const definition = (resources as readonly AnyResourceDefinition[]).find((resource) => resource.name === name);
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

/** Fills '{id}' in an API or route template. */
export function withId(template: string, id: string): string {
  return template.replaceAll('{id}', encodeURIComponent(id));
}
