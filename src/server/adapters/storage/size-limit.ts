import { Transform } from 'node:stream';
import { FileTooLargeError } from './errors.ts';

/** A pass-through that counts the bytes and fails with FileTooLargeError once they pass maxBytes. */
export class SizeLimit extends Transform {
  bytes = 0;

  constructor(private readonly maxBytes: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null, data?: Buffer) => void) {
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes) done(new FileTooLargeError(this.maxBytes));
    else done(null, chunk);
  }
}
