import fs from 'node:fs';

/** Thrown when another live process has the embedded database open. */
export class DatabaseInUseError extends Error {}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but is someone else's.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite has no lock of its own and two processes writing one data folder corrupt it, so the
 * folder gets a lock file (`<folder>.lock`) with the owner's pid: a second process (the server, `company:create`,
 * `seed:scale`) is refused with a message while the owner lives; the lock of a process that died
 * (kill -9) is taken over. Returns the release.
 */
export function lockDataDir(dataDir: string): () => void {
  // Beside the folder, not in it: the folder is PGlite's own.
  const file = `${dataDir.replace(/[\\/]+$/, '')}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(fs.readFileSync(file, 'utf8').trim());
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && alive(owner)) {
        throw new DatabaseInUseError(
          `The embedded database in ${dataDir} is open in another process (pid ${owner}). Stop it first, or use PostgreSQL (DATABASE_URL).`,
        );
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new DatabaseInUseError(`Could not lock the embedded database in ${dataDir}.`);
}
