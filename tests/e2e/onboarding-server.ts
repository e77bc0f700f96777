import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A second server for the onboarding test: an EMPTY installation (no demo seed) on its own port
 * and data folder, mailing through `smtpUrl`. It waits for readiness as a user would wait for the
 * page: /readyz answering, polled.
 */
export async function startEmptyServer(smtpUrl: string): Promise<{ baseUrl: string; stop(): Promise<void> }> {
  const port = Number(process.env.E2E_ONBOARDING_PORT ?? 3198);
  const baseUrl = `http://localhost:${port}`;
  const answering = () =>
    fetch(`${baseUrl}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
  // A server left on the port would answer for ours.
  if (await answering()) throw new Error(`port ${port} is already in use (E2E_ONBOARDING_PORT picks another)`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'property-ops-onboarding-'));
  // One process (node with tsx's loader), so that stopping it stops the server: npx would not pass the signal on.
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO_DATA: 'false',
      SMTP_URL: smtpUrl,
      JOBS_POLL_INTERVAL_SECONDS: '1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the onboarding server exited with ${child.exitCode}`);
    if (await answering()) break;
    if (Date.now() > deadline) throw new Error('the onboarding server did not become ready');
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
