import { FILE_KINDS } from '../../domain/resources/accepted-file-types.ts';
import { FileNotFoundError, type FileStore } from '../adapters/storage/index.ts';
import { NotFoundError } from '../http/errors.ts';
import type { FileDownload } from './file-download.ts';
import { IMAGE_COPY_CONTENT_TYPE } from './image-copies.ts';

/** A stored upload as a download reads it: its object, its thumbnail's, its name and kind. */
export interface StoredUploadRow {
  storageKey: string;
  thumbnailKey: string | null;
  name: string;
  /** The spec's type number (FILE_KINDS). */
  kind: number;
}

/**
 * The download of a row a service has already found visible (or not: undefined), or of its
 * 100×100 thumbnail. No row, no thumbnail, or an object missing from the store: 404, never 500.
 * Images and thumbnails are shown in the page; everything else is saved.
 */
export async function storedFileDownload(
  files: FileStore,
  row: StoredUploadRow | undefined,
  thumbnail: boolean,
): Promise<FileDownload> {
  const key = thumbnail ? row?.thumbnailKey : row?.storageKey;
  if (!row || !key) throw new NotFoundError();
  try {
    const stored = await files.get(key);
    return {
      body: stored.body,
      contentType: thumbnail ? IMAGE_COPY_CONTENT_TYPE : stored.contentType,
      size: stored.size,
      fileName: thumbnail ? `${row.name}.thumbnail.jpg` : row.name,
      inline: thumbnail || row.kind === FILE_KINDS.image,
    };
  } catch (error) {
    if (error instanceof FileNotFoundError) throw new NotFoundError('The file is no longer stored.');
    throw error;
  }
}
