import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface ServerProcess {
  baseUrl: string;
  stop(): Promise<void>;
}

/**
 * Starts the real server (`src/server/main.ts`) on `port` with a fresh PGlite data folder of its
 * own, and waits for readiness as a user would wait for the page: /readyz answering, polled.
 * `env` adds to or overrides the defaults (the demo seed, quiet logs).
 */
export async function startServer(port: number, env: Record<string, string> = {}): Promise<ServerProcess> {
  const baseUrl = `http://localhost:${port}`;
  const answering = () =>
    fetch(`${baseUrl}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
  // A server left on the port would answer for ours.
  if (await answering()) throw new Error(`port ${port} is already in use`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'property-ops-e2e-'));
  // One process (node with tsx's loader), so that stopping it stops the server: npx would not pass the signal on.
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server on port ${port} exited with ${child.exitCode}`);
    if (await answering()) break;
    if (Date.now() > deadline) throw new Error(`the server on port ${port} did not become ready`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    baseUrl,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
