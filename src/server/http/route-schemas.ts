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

/**
 * A list route's answer: one page of rows under `key`, `total`, the matches over all pages, and
 * `totalIsExact` — false when the count stopped a few pages past this one (countLimit) and
 * `total` is a lower bound.
 */
export function listReplySchema(key: string, items: object, totalDescription: string) {
  return {
    type: 'object',
    required: [key, 'total', 'totalIsExact'],
    properties: {
      [key]: { type: 'array', items },
      total: {
        type: 'integer',
        minimum: 0,
        description: `${totalDescription} (a lower bound when totalIsExact is false)`,
      },
      totalIsExact: {
        type: 'boolean',
        description: 'False when `total` is a lower bound: the count stops a few pages past the requested page',
      },
    },
  } as const;
}

/** A list query whose sortDirection defaults to 'asc' instead of the common 'desc' (lists sorted by name). */
export function ascendingByDefault<Query extends { properties: { sortDirection: object } }>(query: Query) {
  return withQueryProperties(query, { sortDirection: { ...query.properties.sortDirection, default: 'asc' } });
}
