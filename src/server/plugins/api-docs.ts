import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { API_KEY_PREFIX } from '../../../schemas/api-key.ts';
import {
  binaryReply,
  type JsonSchema,
  UPLOAD_FILE_FIELD,
  type UploadSpec,
} from '../../../schemas/protocol/contract.ts';
import { MULTIPART_LIMITS } from './multipart.ts';

/**
 * The multipart/form-data body of an upload as the document declares it: the contract's text
 * fields (`upload.fields`), then its file(s) under UPLOAD_FILE_FIELD, binary, an array when the
 * upload takes several. (The route itself declares no body: its parts are streamed by the
 * handler, src/server/files/incoming-files.ts, not validated up front.)
 */
export function uploadBodySchema(upload: UploadSpec): JsonSchema {
  const fields = (upload.fields ?? {}) as { required?: readonly string[]; properties?: Record<string, unknown> };
  const file = upload.multiple
    ? {
        type: 'array',
        items: binaryReply,
        minItems: 1,
        maxItems: MULTIPART_LIMITS.files,
        description: 'The files, after the fields',
      }
    : { ...binaryReply, description: 'The file, after the fields' };
  return {
    type: 'object',
    additionalProperties: false,
    required: [...(fields.required ?? []), UPLOAD_FILE_FIELD],
    properties: { ...fields.properties, [UPLOAD_FILE_FIELD]: file },
  };
}

/** How an API key looks (issue 28): src/server/auth/api-key-format.ts makes them. */
const API_KEY_FORMAT = `${API_KEY_PREFIX}<43 base64url characters>`;
const API_KEY_SCHEME_DESCRIPTION = [
  `An API key of one company (Setup → Integrations), sent as \`Authorization: Bearer ${API_KEY_PREFIX}…\`.`,
  "It acts as a member of its own company with its role's permissions (and sees what the role sees), on",
  "/api/company/{companyId}/… of that company only: another company's endpoints answer 403, the other",
  'endpoints (account, sign-in) refuse it. An unknown, revoked or expired key is 401. Each key may make',
  'API_KEY_REQUESTS_PER_MINUTE requests a minute (per server process); above that 429 with Retry-After.',
  'Every change made with a key is recorded as that key.',
].join(' ');

/** The OpenAPI document, generated from the route schemas, browsable at /api/docs. */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      // 3.1: its schemas are JSON Schema, so the route schemas (if/then, propertyNames…) are valid as they are.
      openapi: '3.1.0',
      info: { title: 'Property operations API', version: '1.0.0' },
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: "A signed-in person's access token (the sign-in provider's).",
          },
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: API_KEY_FORMAT,
            description: API_KEY_SCHEME_DESCRIPTION,
          },
        },
      },
      security: [{ bearer: [] }],
    },
    hideUntagged: false,
    // An upload's multipart body, from its contract (its route has no body schema to document);
    // a company endpoint also takes an API key.
    transform: ({ schema, url, route }) => {
      const endpoint = route.config?.endpoint;
      const upload = endpoint?.upload;
      const withBody = upload ? { ...schema, body: uploadBodySchema(upload) } : schema;
      return endpoint?.scope === 'company'
        ? { schema: { ...withBody, security: [{ bearer: [] }, { apiKey: [] }] }, url }
        : { schema: withBody, url };
    },
  });
  // The documentation itself is public; everything else under /api needs a token.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/docs')) route.config = { ...route.config, public: true };
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Swagger UI sets a few inline styles, as the product's own pages (antd) do.
    transformStaticCSP: (header) =>
      header.replace("style-src 'self' https:", "style-src 'self' https: 'unsafe-inline'"),
  });
}
