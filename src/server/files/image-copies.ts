import type { Readable } from 'node:stream';
import { sharpFrom } from './print-image.ts';

export const THUMBNAIL_SIZE = 100;
/** The longer side of an image's print copy: about 190 dpi in the incident report's photo boxes. */
export const PRINT_COPY_SIDE = 640;
/** Both copies are JPEGs. */
export const IMAGE_COPY_CONTENT_TYPE = 'image/jpeg';

export interface ImageCopies {
  /** Scaled to cover the square and cropped to the centre (a small image is enlarged). */
  thumbnail: Buffer;
  /** Scaled to fit inside PRINT_COPY_SIDE, never enlarged. */
  print: Buffer;
}

/**
 * The two copies kept beside an uploaded image, from one decode of the original: the 100×100
 * thumbnail of lists and slideshows, and a print copy (at most PRINT_COPY_SIDE pixels, upright,
 * on white) that the incident report reads instead of decoding a camera original again — decoding
 * 50 originals was the whole cost of a report (BENCHMARKS.md, issue 14). Rejects what sharp cannot
 * decode (HEIC, a damaged file): the caller keeps the file without copies.
 */
export async function makeImageCopies(image: Buffer | Readable): Promise<ImageCopies> {
  const upright = sharpFrom(image).rotate();
  const [thumbnail, print] = await Promise.all([
    upright
      .clone()
      .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'cover' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 80 })
      .toBuffer(),
    upright
      .clone()
      .resize(PRINT_COPY_SIDE, PRINT_COPY_SIDE, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 80 })
      .toBuffer(),
  ]);
  return { thumbnail, print };
}
