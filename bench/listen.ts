import net from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import type { Database } from '../src/server/db/connect.ts';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The real app (buildApp) over `database`, listening on a free loopback port, silent, with its
 * files under `dataDir`: what the benchmarks' server processes drive. `env` overrides the
 * environment's settings (the upload bench keeps the embedded file store whatever S3_BUCKET says).
 */
export async function listenForBench(
  database: Database,
  dataDir: string,
  env: Record<string, string> = {},
): Promise<{ app: FastifyInstance; baseUrl: string }> {
  const port = await freePort();
  const config = loadConfig({
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    CLIENT_DIR: path.join(dataDir, 'no-client'),
    ...env,
  });
  const app = await buildApp(config, database, { logger: false });
  await app.listen({ port, host: '127.0.0.1' });
  return { app, baseUrl: `http://127.0.0.1:${port}` };
}
