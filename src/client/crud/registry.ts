import { resources } from '../../../resources.config.ts';
import type { ResourceDefinition } from './resource-definition.ts';

/** The declaration of a resource by its name; an undeclared name is a programming error. */
export function resourceNamed(name: string): ResourceDefinition {
  const definition = resources.find((resource) => resource.name === name);
  if (!definition) throw new Error(`Resource '${name}' is not declared in resources.config.ts`);
  return definition;
}

/** Fills '{id}' in an API or route template. */
export function withId(template: string, id: string): string {
  return template.replaceAll('{id}', encodeURIComponent(id));
}
