import { Readable } from 'node:stream';
import { fill } from '../../domain/common/catalogue.ts';
import { apiMessagesText } from '../../domain/i18n/en/api-messages.ts';
import { FILE_KINDS, type FileType, kindOfType } from '../../domain/resources/accepted-file-types.ts';
import type { Adapters } from '../adapters/index.ts';
import { FileTooLargeError, newFileKey } from '../adapters/storage/index.ts';
import { AppError, invalidField } from '../http/errors.ts';
import { detectFileKind } from './detect-file-kind.ts';
import { KIND_WORDS, PIECES } from './file-kind.ts';
import { IMAGE_COPY_CONTENT_TYPE, type ImageCopies, makeImageCopies } from './image-copies.ts';
import type { IncomingFile } from './incoming-files.ts';

const MESSAGES = apiMessagesText.en;

/** A file now in the store, not yet described by a row. */
export interface StoredUpload {
  /** The name shown, at first the file's own. */
  name: string;
  /** The uploaded file's name (what a download offers). */
  fileName: string;
  kind: FileType;
  contentType: string;
  size: number;
  storageKey: string;
  thumbnailKey: string | null;
  /** An image's print copy (the incident report reads it instead of the original). */
  printKey: string | null;
  /**
   * When it was stored, a millisecond after the one before it: lists order by it, so the files of
   * one upload keep the order they were sent in (a shared transaction time would leave it to ids).
   */
  createdAt: Date;
}

/** The kinds an upload place accepts, in words ('an image or a video'). */
function kindsText(kinds: readonly FileType[]): string {
  const [first = '', second, third] = [...new Set(kinds.map(kindOfType))].map((kind) => KIND_WORDS[kind]);
  if (second === undefined) return first;
  if (third === undefined) return fill(PIECES.twoKinds, { firstWords: first, secondWords: second });
  return fill(PIECES.threeKinds, { firstWords: first, secondWords: second, thirdWords: third });
}

/** An image's thumbnail and print copy, stored beside it; null keys when sharp cannot read the image (HEIC, damaged). */
async function storeImageCopies(
  adapters: Adapters,
  companyId: string,
  storageKey: string,
): Promise<Pick<StoredUpload, 'thumbnailKey' | 'printKey'>> {
  const original = await adapters.files.get(storageKey);
  let copies: ImageCopies;
  try {
    copies = await makeImageCopies(original.body);
  } catch {
    original.body.destroy();
    return { thumbnailKey: null, printKey: null };
  }
  const put = async (copy: Buffer) => {
    const key = newFileKey(companyId);
    await adapters.files.put(key, Readable.from([copy]), {
      contentType: IMAGE_COPY_CONTENT_TYPE,
      maxBytes: copy.length,
    });
    return key;
  };
  return { thumbnailKey: await put(copies.thumbnail), printKey: await put(copies.print) };
}

/** Removes what an upload stored (its objects and thumbnails); used when the upload as a whole fails. */
export async function discardStoredUploads(adapters: Adapters, uploads: readonly StoredUpload[]): Promise<void> {
  const keys = uploads.flatMap((upload) =>
    [upload.storageKey, upload.thumbnailKey, upload.printKey].filter((key): key is string => key !== null),
  );
  await Promise.allSettled(keys.map((key) => adapters.files.delete(key)));
}

/**
 * Streams each incoming file into the file store under a new random key, deciding its kind from
 * its bytes (400 when it is not one of `kinds`, or not what its name says) and applying its
 * kind's size limit (413). Images also get their thumbnail and print copy. All or nothing: when any file fails,
 * every object this call stored is removed before the error goes on.
 */
export async function storeIncomingFiles(
  adapters: Adapters,
  companyId: string,
  files: AsyncIterable<IncomingFile>,
  kinds: readonly FileType[],
): Promise<StoredUpload[]> {
  const stored: StoredUpload[] = [];
  let last = 0;
  try {
    for await (const file of files) {
      const { decision, stream } = await detectFileKind(file.fileName, file.stream);
      if (!decision.ok) {
        stream.destroy();
        throw invalidField('file', decision.message);
      }
      const kind = FILE_KINDS[decision.kind];
      if (!kinds.includes(kind)) {
        stream.destroy();
        throw invalidField(
          'file',
          fill(MESSAGES.fileKindRefused, { name: file.fileName, kindsWords: kindsText(kinds) }),
        );
      }
      const storageKey = newFileKey(companyId);
      const maxBytes = adapters.fileLimits[decision.kind];
      let size: number;
      try {
        ({ size } = await adapters.files.put(storageKey, stream, { contentType: decision.contentType, maxBytes }));
      } catch (error) {
        if (error instanceof FileTooLargeError) {
          throw new AppError(
            413,
            fill(MESSAGES.fileTooLarge, {
              name: file.fileName,
              size: Math.floor(maxBytes / 1024 / 1024),
              kindWords: KIND_WORDS[decision.kind],
            }),
          );
        }
        throw error;
      }
      last = Math.max(Date.now(), last + 1);
      const upload: StoredUpload = {
        createdAt: new Date(last),
        name: file.fileName,
        fileName: file.fileName,
        kind,
        contentType: decision.contentType,
        size,
        storageKey,
        thumbnailKey: null,
        printKey: null,
      };
      stored.push(upload);
      if (kind === FILE_KINDS.image) Object.assign(upload, await storeImageCopies(adapters, companyId, storageKey));
    }
  } catch (error) {
    await discardStoredUploads(adapters, stored);
    throw error;
  }
  return stored;
}
