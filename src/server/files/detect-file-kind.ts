import type { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import { decideFileKind, type FileKindDecision, SNIFF_BYTES } from './file-kind.ts';
import { peekStream } from './peek-stream.ts';

/** The decision for a whole buffer's content (tests, thumbnails, small files). */
export async function detectFileKindOfBuffer(fileName: string, content: Uint8Array): Promise<FileKindDecision> {
  const head = content.subarray(0, SNIFF_BYTES);
  return decideFileKind(fileName, await fileTypeFromBuffer(head), head);
}

/**
 * Decides an upload's kind from its first SNIFF_BYTES, all of a smaller file (`file-type`, then
 * the rules of src/server/files/file-kind.ts), while it streams: only that window is held in memory,
 * and `stream` still yields every byte, head included, so the caller passes it on to the file
 * store when the decision is ok, and destroys it otherwise.
 */
export async function detectFileKind(
  fileName: string,
  source: Readable,
): Promise<{ decision: FileKindDecision; stream: Readable }> {
  const { head, stream } = await peekStream(source, SNIFF_BYTES);
  return { decision: decideFileKind(fileName, await fileTypeFromBuffer(head), head), stream };
}
