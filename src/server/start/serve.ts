import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/connect.ts';

/** Builds the app over a prepared database and listens; SIGINT or SIGTERM closes both and exits. */
export async function serve(config: AppConfig, database: Database): Promise<FastifyInstance> {
  const app = await buildApp(config, database);
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  return app;
}
