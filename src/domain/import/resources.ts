/**
 * What a CSV import brings in (issue 24): one file per import, of one of these setup lists. The
 * names are the endpoint's path segment (`POST /import/{resource}`) and the keys of the column
 * lists (columns.ts).
 */
export const IMPORT_RESOURCES = ['properties', 'people', 'vendors', 'propertygroups'] as const;

export type ImportResource = (typeof IMPORT_RESOURCES)[number];

/** What the screens call each list (the Users list imports people). */
export const IMPORT_RESOURCE_LABELS: Record<ImportResource, string> = {
  properties: 'Properties',
  people: 'Users',
  vendors: 'Vendors',
  propertygroups: 'Property Groups',
};
