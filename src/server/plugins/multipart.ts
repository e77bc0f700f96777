import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.ts';

/**
 * multipart/form-data for the upload endpoints (@fastify/multipart): parts are read as streams
 * (nothing buffered), a file past the largest kind's limit fails the request with 413, and the
 * part counts are bounded. Each upload then applies its own kind's limit (src/server/files/store-upload.ts).
 */
export async function registerMultipart(app: FastifyInstance, config: AppConfig): Promise<void> {
  await app.register(multipart, {
    limits: {
      fileSize: Math.max(...Object.values(config.files.maxBytes)),
      files: 20,
      fields: 20,
      fieldSize: 10_000,
      parts: 40,
      headerPairs: 100,
    },
  });
}
