/** The generic, config-driven screens (DESIGN: src/client/crud). */

export { resourceNamed, singletonNamed } from '../../../resources.config.ts';
export type {
  AnyResourceDefinition,
  ResourceDefinition,
  ResourceRecord,
  SingletonDefinition,
} from '../resources/definition.ts';
export { ResourceFormPage } from './ResourceFormPage.tsx';
export { ResourcePage } from './ResourcePage.tsx';
export { ResourceSingletonPage } from './ResourceSingletonPage.tsx';
