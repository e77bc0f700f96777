/**
 * JSON schemas that many company routes share: the path parameters under COMPANY_PREFIX
 * (/api/company/:companyId) and the way a route adds its own switches to the common list query.
 */

export const uuidSchema = { type: 'string', format: 'uuid' } as const;

/** Path `/api/company/:companyId/...`. */
export const companyParams = {
  type: 'object',
  required: ['companyId'],
  properties: { companyId: uuidSchema },
} as const;

/** Path `/api/company/:companyId/.../:id`: one row of the company. */
export const companyItemParams = {
  type: 'object',
  required: ['companyId', 'id'],
  properties: { companyId: uuidSchema, id: uuidSchema },
} as const;

/**
 * A querystring schema (as listQuerySchema builds it) with `properties` added or replaced, e.g.
 * an extra filter, or another default for sortDirection.
 */
export function withQueryProperties<Query extends { properties: object }, Extra extends Record<string, object>>(
  query: Query,
  extra: Extra,
): Omit<Query, 'properties'> & { properties: Omit<Query['properties'], keyof Extra> & Extra } {
  return { ...query, properties: { ...query.properties, ...extra } };
}

/** A list route's answer: one page of rows under `key`, and `total`, the matches over all pages. */
export function listReplySchema(key: string, items: object, totalDescription: string) {
  return {
    type: 'object',
    required: [key, 'total'],
    properties: {
      [key]: { type: 'array', items },
      total: { type: 'integer', minimum: 0, description: totalDescription },
    },
  } as const;
}

/** A list query whose sortDirection defaults to 'asc' instead of the common 'desc' (lists sorted by name). */
export function ascendingByDefault<Query extends { properties: { sortDirection: object } }>(query: Query) {
  return withQueryProperties(query, { sortDirection: { ...query.properties.sortDirection, default: 'asc' } });
}
