import { importEndpoints } from '../../../../schemas/import.ts';
import type { ImportResource } from '../../../domain/import/resources.ts';
import type { UploadEndpoint } from '../../api/upload-endpoint.ts';
import { type Access, meets } from '../../rules/navigation.ts';

/** Each import's endpoint (schemas/import.ts), by the import's name in src/domain/import. */
export const IMPORT_ENDPOINTS = {
  properties: importEndpoints.properties,
  people: importEndpoints.people,
  vendors: importEndpoints.vendors,
  propertygroups: importEndpoints.propertyGroups,
} as const satisfies Record<ImportResource, UploadEndpoint>;

/** May the user import into this list? What the endpoint needs: the permission that saves one record of it. */
export function mayImport(access: Access, resource: ImportResource): boolean {
  return meets(access, IMPORT_ENDPOINTS[resource].need);
}
