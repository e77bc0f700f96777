import type { Readable } from 'node:stream';
import sharp from 'sharp';

export const THUMBNAIL_SIZE = 100;
export const THUMBNAIL_CONTENT_TYPE = 'image/jpeg';

/**
 * A 100×100 JPEG of an image for lists and slideshows: turned upright by its EXIF orientation,
 * scaled to cover the square and cropped to the centre, transparency on white. Rejects what sharp
 * cannot decode (not an image, a damaged one, or HEIC, which the prebuilt libvips cannot read):
 * the caller keeps the file and shows it without a thumbnail.
 */
export async function makeThumbnail(image: Buffer | Readable): Promise<Buffer> {
  const resize = (input: ReturnType<typeof sharp>) =>
    input
      .rotate()
      .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'cover' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 80 })
      .toBuffer();
  if (Buffer.isBuffer(image)) return resize(sharp(image));
  const transformer = sharp();
  image.once('error', (error) => transformer.destroy(error));
  image.pipe(transformer);
  return resize(transformer);
}
