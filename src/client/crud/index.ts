/** The generic, config-driven screens (DESIGN: src/client/crud). */

export { ResourcePage } from './ResourcePage.tsx';
export { resourceNamed } from './registry.ts';
export type { ResourceDefinition, ResourceRecord } from './resource-definition.ts';
