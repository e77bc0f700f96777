import { AppError } from '../http/errors.ts';
import type { IncomingFile } from './incoming-files.ts';

/**
 * The one file of an upload read whole into memory, for an endpoint that reads its content
 * instead of storing it (a CSV import): past `maxBytes` the stream is dropped at once and the
 * request answers 413 with `tooLarge` (the limit in words). The parts iterator is read to its end,
 * so a second file or a stray part is still refused (incoming-files.ts).
 */
export async function readUploadBytes(
  files: AsyncIterable<IncomingFile>,
  maxBytes: number,
  tooLarge: string,
): Promise<Uint8Array> {
  let bytes: Uint8Array | undefined;
  for await (const file of files) {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of file.stream as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > maxBytes) {
        file.stream.destroy();
        throw new AppError(413, tooLarge);
      }
      chunks.push(chunk);
    }
    bytes = Buffer.concat(chunks, size);
  }
  // readIncomingUpload refuses an upload without a file before this point.
  return bytes ?? new Uint8Array();
}
