import type { AppConfig } from '../../config.ts';
import { DiskFileStore } from './disk-store.ts';
import type { FileStore } from './file-store.ts';
import { createS3Client, S3FileStore } from './s3-store.ts';

export { FileNotFoundError, FileTooLargeError } from './errors.ts';
export type { FileStore, PutOptions, StoredFile, StoredFileInfo } from './file-store.ts';
export { newFileKey } from './keys.ts';

/** The configured file store: the S3 bucket when S3_BUCKET is set, else files under DATA_DIR/files. */
export function createFileStore(files: AppConfig['files']): FileStore {
  if (files.s3) return new S3FileStore(createS3Client(files.s3), files.s3.bucket);
  return new DiskFileStore(files.dir);
}
