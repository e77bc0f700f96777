import type { Readable } from 'node:stream';
import { sharpFrom } from './print-image.ts';

export const THUMBNAIL_SIZE = 100;
export const THUMBNAIL_CONTENT_TYPE = 'image/jpeg';

/**
 * A 100×100 JPEG of an image for lists and slideshows: turned upright by its EXIF orientation,
 * scaled to cover the square and cropped to the centre, transparency on white. Rejects what sharp
 * cannot decode (not an image, a damaged one, or HEIC, which the prebuilt libvips cannot read):
 * the caller keeps the file and shows it without a thumbnail.
 */
export async function makeThumbnail(image: Buffer | Readable): Promise<Buffer> {
  return sharpFrom(image)
    .rotate()
    .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'cover' })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 80 })
    .toBuffer();
}
