import type { Readable } from 'node:stream';
import sharp from 'sharp';

/** A sharp pipeline reading `image`; a failing source fails it (rather than leaving it waiting). */
export function sharpFrom(image: Buffer | Readable): ReturnType<typeof sharp> {
  if (Buffer.isBuffer(image)) return sharp(image);
  const transformer = sharp();
  image.once('error', (error) => transformer.destroy(error));
  image.pipe(transformer);
  return transformer;
}

/**
 * An image made small enough to print (a PDF): upright by its EXIF orientation, at most `maxSide`
 * pixels on its longer side, transparency on white, as a JPEG with its size. Only this copy is
 * held in memory, never the original (which may be tens of megabytes). Rejects what sharp cannot
 * decode (HEIC, a damaged file): the caller prints a placeholder.
 */
export async function printImage(
  image: Readable,
  maxSide: number,
): Promise<{ jpeg: Buffer; width: number; height: number }> {
  const { data, info } = await sharpFrom(image)
    .rotate()
    .resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 72 })
    .toBuffer({ resolveWithObject: true });
  return { jpeg: data, width: info.width, height: info.height };
}
