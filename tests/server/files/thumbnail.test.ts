import { Readable } from 'node:stream';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { makeThumbnail, THUMBNAIL_SIZE } from '../../../src/server/files/thumbnail.ts';

const picture = (width: number, height: number, format: 'png' | 'jpeg') =>
  sharp({ create: { width, height, channels: 4, background: { r: 200, g: 30, b: 30, alpha: 0.5 } } })
    .toFormat(format)
    .toBuffer();

describe('makeThumbnail: 100×100 JPEG', () => {
  it('covers and crops a wide image to the square', async () => {
    const thumbnail = await makeThumbnail(await picture(1600, 900, 'png'));
    expect(await sharp(thumbnail).metadata()).toMatchObject({
      format: 'jpeg',
      width: THUMBNAIL_SIZE,
      height: THUMBNAIL_SIZE,
    });
  });

  it('reads the image from a stream too', async () => {
    const jpeg = await picture(300, 1200, 'jpeg');
    const chunks = [jpeg.subarray(0, 1000), jpeg.subarray(1000)];
    const thumbnail = await makeThumbnail(Readable.from(chunks));
    expect(await sharp(thumbnail).metadata()).toMatchObject({ width: 100, height: 100 });
  });

  it('enlarges a small image to the square rather than leaving it small', async () => {
    const thumbnail = await makeThumbnail(await picture(20, 10, 'png'));
    expect(await sharp(thumbnail).metadata()).toMatchObject({ width: 100, height: 100 });
  });

  it('rejects what is not an image', async () => {
    await expect(makeThumbnail(Buffer.from('<html></html>'))).rejects.toThrow();
    await expect(makeThumbnail(Readable.from([Buffer.from('%PDF-1.7')]))).rejects.toThrow();
  });
});
