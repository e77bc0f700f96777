/** The JSON Schema pieces every contract repeats: an id and a plain string. */
export const uuid = { type: 'string', format: 'uuid' } as const;
export const text = { type: 'string' } as const;
