import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
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

/** The OpenAPI document, generated from the route schemas, browsable at /api/docs. */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      // 3.1: its schemas are JSON Schema, so the route schemas (if/then, propertyNames…) are valid as they are.
      openapi: '3.1.0',
      info: { title: 'Property operations API', version: '1.0.0' },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      security: [{ bearer: [] }],
    },
    hideUntagged: false,
    // An upload's multipart body, from its contract (its route has no body schema to document).
    transform: ({ schema, url, route }) => {
      const upload = route.config?.endpoint?.upload;
      return upload ? { schema: { ...schema, body: uploadBodySchema(upload) }, url } : { schema, url };
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
