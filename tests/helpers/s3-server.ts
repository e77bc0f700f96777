import { type ChildProcess, fork } from 'node:child_process';
import path from 'node:path';

/**
 * Starts s3rver (a real S3-compatible server, from npm) on loopback in a child process, storing
 * under `directory`; `stop` ends that child.
 */
export async function startS3Server(directory: string): Promise<{ endpoint: string; stop: () => Promise<void> }> {
  const child: ChildProcess = fork(path.join(import.meta.dirname, 's3rver-child.mjs'), [directory], {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (message) => resolve((message as { port: number }).port));
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`s3rver exited with ${code}`)));
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.disconnect();
      setTimeout(() => child.kill(), 2000).unref();
    });
  return { endpoint: `http://127.0.0.1:${port}`, stop };
}
