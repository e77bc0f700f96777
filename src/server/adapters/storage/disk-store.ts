import crypto from 'node:crypto';
import fs from 'node:fs';
import { mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FileNotFoundError, foundByHead } from './errors.ts';
import type { FileStore, PutOptions, StoredFile, StoredFileInfo } from './file-store.ts';
import { checkedKey } from './keys.ts';
import { SizeLimit } from './size-limit.ts';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';
const metaPath = (file: string) => `${file}.meta.json`;

/**
 * The embedded store: each object is a file under `root` (DATA_DIR/files) named by its key, with
 * its content type in a `.meta.json` beside it (keys have no dots, so the two never collide).
 * A put streams into `root/.tmp` and renames into place only once every byte is on disk, so a
 * failed or over-limit upload leaves no object; the data file's rename is the commit.
 */
export class DiskFileStore implements FileStore {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    return path.join(this.root, checkedKey(key));
  }

  async put(key: string, body: Readable, { contentType, maxBytes }: PutOptions): Promise<{ size: number }> {
    const target = this.pathOf(key);
    const tmpDir = path.join(this.root, '.tmp');
    const tmp = path.join(tmpDir, crypto.randomUUID());
    await mkdir(tmpDir, { recursive: true });
    await mkdir(path.dirname(target), { recursive: true });
    const limit = new SizeLimit(maxBytes);
    try {
      await pipeline(body, limit, fs.createWriteStream(tmp, { flags: 'wx', flush: true }));
      await writeFile(metaPath(tmp), JSON.stringify({ contentType }), { flag: 'wx', flush: true });
      await rename(metaPath(tmp), metaPath(target));
      await rename(tmp, target);
      return { size: limit.bytes };
    } catch (error) {
      await rm(tmp, { force: true });
      await rm(metaPath(tmp), { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<StoredFile> {
    const file = this.pathOf(key);
    const handle = await open(file, 'r').catch((error) => {
      throw isMissing(error) ? new FileNotFoundError(key) : error;
    });
    try {
      const info = await handle.stat();
      if (!info.isFile()) throw new FileNotFoundError(key);
      const contentType = await this.contentTypeOf(file);
      return { size: info.size, contentType, body: handle.createReadStream() };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async head(key: string): Promise<StoredFileInfo> {
    const file = this.pathOf(key);
    const info = await stat(file).catch((error) => {
      throw isMissing(error) ? new FileNotFoundError(key) : error;
    });
    if (!info.isFile()) throw new FileNotFoundError(key);
    return { size: info.size, contentType: await this.contentTypeOf(file) };
  }

  exists(key: string): Promise<boolean> {
    return foundByHead(this.head(key));
  }

  async delete(key: string): Promise<void> {
    const file = this.pathOf(key);
    await rm(file, { force: true });
    await rm(metaPath(file), { force: true });
  }

  private async contentTypeOf(file: string): Promise<string> {
    try {
      return JSON.parse(await readFile(metaPath(file), 'utf8')).contentType;
    } catch (error) {
      if (isMissing(error)) return 'application/octet-stream';
      throw error;
    }
  }
}
