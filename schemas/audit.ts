import { uuid } from './primitives.ts';
import { companyEndpoint, exportEndpoint, listEndpoint, publicEndpoint } from './protocol/contract.ts';

/**
 * The audit trail (issue 28, 3; docs/integrations.md 'Audit trail'): every domain event of the company, sealed
 * into a per-company hash chain. Every endpoint needs Manage Integrations; each first seals what
 * is pending, so it answers the trail as it is now.
 */

const sha256Hex = { type: 'string', pattern: '^[0-9a-f]{64}$' } as const;
const nullableUuid = { type: ['string', 'null'], format: 'uuid' } as const;

/** What an entry's hash covers (the canonical JSON of exactly these fields, RFC 8785). */
const chainEntryProperties = {
  companyId: uuid,
  seq: { type: 'integer', minimum: 1, description: "The entry's place in the company's chain: 1, 2, 3, …" },
  domainEventId: { ...uuid, description: 'The domain event it seals' },
  type: { type: 'string', description: "The kind of change ('vendor.updated', 'event.statusChanged', …)" },
  subjectId: { ...nullableUuid, description: 'The record the change is about' },
  eventId: { ...nullableUuid, description: 'The incident the change concerns' },
  actorPersonId: { ...nullableUuid, description: 'The person who made it (null: an API key or background work)' },
  actorApiKeyId: { ...nullableUuid, description: 'The API key that made it' },
  // Any JSON (an object as recorded): untyped, as the generated client can type it at this depth.
  payload: { description: 'What changed, as recorded (an object: before and after where the change has them)' },
  occurredAt: { type: 'string', format: 'date-time', description: 'When, ISO 8601 in UTC with milliseconds' },
} as const;

const CHAIN_ENTRY_FIELDS = [
  'companyId',
  'seq',
  'domainEventId',
  'type',
  'subjectId',
  'eventId',
  'actorPersonId',
  'actorApiKeyId',
  'payload',
  'occurredAt',
] as const;

/** A sealed entry: the hashed fields and the two hashes. */
export const sealedEntrySchema = {
  type: 'object',
  required: [...CHAIN_ENTRY_FIELDS, 'previousHash', 'hash'],
  additionalProperties: false,
  properties: {
    ...chainEntryProperties,
    previousHash: { ...sha256Hex, description: 'The hash of the entry before (64 zeros for the first)' },
    hash: { ...sha256Hex, description: 'SHA-256 of previousHash followed by the canonical JSON of the entry' },
  },
} as const;

/** A row of the Audit Trail list: the sealed entry and who made it, by name. */
export const auditRowSchema = {
  type: 'object',
  required: [...CHAIN_ENTRY_FIELDS, 'previousHash', 'hash', 'actorName', 'actorApiKeyName'],
  additionalProperties: false,
  properties: {
    ...chainEntryProperties,
    previousHash: sealedEntrySchema.properties.previousHash,
    hash: sealedEntrySchema.properties.hash,
    actorName: { type: ['string', 'null'], description: "The person's name (null: none)" },
    actorApiKeyName: { type: ['string', 'null'], description: "The API key's name (null: none)" },
  },
} as const;

/** The outcome of walking a company's chain. */
export const chainCheckSchema = {
  type: 'object',
  required: ['ok', 'count', 'checkedAt'],
  additionalProperties: false,
  properties: {
    ok: { type: 'boolean', description: 'True: every link holds' },
    count: { type: 'integer', minimum: 0, description: 'The entries found sound (before the broken link, if any)' },
    headSeq: { type: 'integer', minimum: 0, description: 'When ok: the last seq (0: no entries yet)' },
    headHash: { ...sha256Hex, description: 'When ok: the hash of the last entry' },
    brokenAtSeq: { type: 'integer', minimum: 1, description: 'When not ok: the first seq whose link is broken' },
    reason: {
      type: 'string',
      enum: ['gap', 'previousHash', 'hash'],
      description:
        "When not ok: 'gap' the seq is missing, 'previousHash' it does not name the hash before, 'hash' its hash is not SHA-256 of its previous hash and content",
    },
    checkedAt: { type: 'string', format: 'date-time' },
  },
} as const;

const signatureSchema = {
  type: 'object',
  required: ['algorithm', 'keyId', 'publicKey', 'value'],
  additionalProperties: false,
  properties: {
    algorithm: { type: 'string', enum: ['Ed25519'] },
    keyId: { type: 'string', description: "The installation's signing key (GET /api/audit-signing-key publishes it)" },
    publicKey: { type: 'string', description: 'The public key, PEM (SubjectPublicKeyInfo)' },
    value: { type: 'string', description: 'Base64 Ed25519 signature of the canonical JSON (RFC 8785) of `manifest`' },
  },
} as const;

const seqQuery = { type: 'integer', minimum: 1 } as const;

const auditList = listEndpoint({
  path: '/audit',
  tag: 'audit',
  summary: "One page of the company's audit trail, newest first, filtered by person or API key, record, kind and time",
  description:
    "Every domain event of the company, sealed into its hash chain (docs/integrations.md 'Audit trail'); pending events are sealed first. The search matches the kind (case-insensitive).",
  need: 'manageIntegrations',
  sortFields: ['seq'],
  envelope: 'entries',
  row: auditRowSchema,
  totalDescription: 'Entries matching the filters, over all pages',
  extra: {
    personId: { ...uuid, description: 'Only changes made by this person' },
    apiKeyId: { ...uuid, description: 'Only changes made with this API key' },
    recordId: { ...uuid, description: 'Only changes about this record (its subject id)' },
    kind: { type: 'string', minLength: 1, maxLength: 80, pattern: '^[A-Za-z.]+$', description: 'Only this kind' },
    occurredFrom: { type: 'string', format: 'date-time', description: 'Only changes at or after this moment' },
    occurredTo: { type: 'string', format: 'date-time', description: 'Only changes before this moment' },
  },
});

export const auditEndpoints = {
  list: auditList,
  export: exportEndpoint(auditList, {
    fileName: 'audit-trail',
    summary: "The audit trail's entries matching the query, as a CSV file",
  }),
  signedExport: companyEndpoint({
    method: 'GET',
    path: '/audit/signed',
    tag: 'audit',
    summary: "The audit trail (or a range of it) as JSON signed with the installation's Ed25519 key",
    description:
      'A contiguous range of the chain (fromSeq..toSeq, default: all), so the chain itself can be checked, plus a ' +
      'manifest (company, range, count, SHA-256 of the canonical JSON of `entries`, the chain head) and an Ed25519 ' +
      "signature of the manifest's canonical JSON (RFC 8785). docs/integrations.md 'Audit trail' says how to check it.",
    need: 'manageIntegrations',
    query: {
      type: 'object',
      additionalProperties: false,
      properties: { fromSeq: seqQuery, toSeq: seqQuery },
    },
    reply: {
      type: 'object',
      required: ['entries', 'manifest', 'signature'],
      additionalProperties: false,
      properties: {
        entries: { type: 'array', items: sealedEntrySchema },
        manifest: {
          type: 'object',
          required: [
            'companyId',
            'exportedAt',
            'fromSeq',
            'toSeq',
            'count',
            'entriesSha256',
            'head',
            'canonicalization',
          ],
          additionalProperties: false,
          properties: {
            companyId: uuid,
            exportedAt: { type: 'string', format: 'date-time' },
            fromSeq: { type: 'integer', minimum: 0 },
            toSeq: { type: 'integer', minimum: 0 },
            count: { type: 'integer', minimum: 0 },
            entriesSha256: { ...sha256Hex, description: 'SHA-256 of the canonical JSON of `entries`' },
            head: {
              type: 'object',
              required: ['seq', 'hash'],
              additionalProperties: false,
              description: "The company's chain head when exported",
              properties: { seq: { type: 'integer', minimum: 0 }, hash: sha256Hex },
            },
            canonicalization: { type: 'string', enum: ['RFC 8785'] },
          },
        },
        signature: signatureSchema,
      },
    },
  }),
  verify: companyEndpoint({
    method: 'POST',
    path: '/audit/verify',
    tag: 'audit',
    summary: "Walks the company's chain, recomputing every hash: ok with the count and head, or the first broken link",
    need: 'manageIntegrations',
    reply: chainCheckSchema,
  }),
  signingKey: publicEndpoint({
    method: 'GET',
    path: '/audit-signing-key',
    tag: 'audit',
    summary: "The installation's public Ed25519 key that signs audit trail exports",
    reply: {
      type: 'object',
      required: ['algorithm', 'keyId', 'publicKey'],
      additionalProperties: false,
      properties: {
        algorithm: { type: 'string', enum: ['Ed25519'] },
        keyId: { type: 'string' },
        publicKey: { type: 'string', description: 'PEM (SubjectPublicKeyInfo)' },
      },
    },
  }),
} as const;
