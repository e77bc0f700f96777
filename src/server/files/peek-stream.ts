import { Readable } from 'node:stream';

/**
 * Reads the first `bytes` of a stream (fewer when it is shorter) without losing them: `stream`
 * replays the head and then the rest of the source. Destroying `stream` destroys the source; a
 * caller that does not use `stream` must destroy it.
 */
export async function peekStream(source: Readable, bytes: number): Promise<{ head: Buffer; stream: Readable }> {
  const iterator: AsyncIterator<Buffer> = source[Symbol.asyncIterator]();
  const chunks: Buffer[] = [];
  let length = 0;
  let ended = false;
  while (length < bytes) {
    const next = await iterator.next();
    if (next.done) {
      ended = true;
      break;
    }
    chunks.push(next.value);
    length += next.value.length;
  }
  const read = Buffer.concat(chunks);
  async function* replay() {
    try {
      if (read.length > 0) yield read;
      if (ended) return;
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
    } finally {
      await iterator.return?.();
    }
  }
  return { head: read.subarray(0, bytes), stream: Readable.from(replay(), { objectMode: false }) };
}
