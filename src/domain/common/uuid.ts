/**
 * An id as the API accepts it: the canonical 8-4-4-4-12 hexadecimal form (either case). Other
 * spellings ('urn:uuid:…', braces, no hyphens) are refused before any query (issue 9).
 */
export const CANONICAL_UUID_PATTERN = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';

export const CANONICAL_UUID = new RegExp(`^${CANONICAL_UUID_PATTERN}$`);
