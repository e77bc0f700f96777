import { Readable } from 'node:stream';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { makeImageCopies, PRINT_COPY_SIDE, THUMBNAIL_SIZE } from '../../../src/server/files/image-copies.ts';

const picture = (width: number, height: number, format: 'png' | 'jpeg') =>
  sharp({ create: { width, height, channels: 4, background: { r: 200, g: 30, b: 30, alpha: 0.5 } } })
    .toFormat(format)
    .toBuffer();

const sizeOf = async (jpeg: Buffer) => {
  const { format, width, height } = await sharp(jpeg).metadata();
  return { format, width, height };
};

describe('makeImageCopies: a 100×100 thumbnail and a print copy, from one decode', () => {
  it('covers and crops a wide image to the thumbnail square, and fits it inside the print side', async () => {
    const { thumbnail, print } = await makeImageCopies(await picture(1600, 900, 'png'));
    expect(await sizeOf(thumbnail)).toEqual({ format: 'jpeg', width: THUMBNAIL_SIZE, height: THUMBNAIL_SIZE });
    expect(await sizeOf(print)).toEqual({ format: 'jpeg', width: PRINT_COPY_SIDE, height: 360 });
  });

  it('reads the image from a stream too (a tall one keeps its shape in print)', async () => {
    const jpeg = await picture(300, 1200, 'jpeg');
    const { thumbnail, print } = await makeImageCopies(Readable.from([jpeg.subarray(0, 1000), jpeg.subarray(1000)]));
    expect(await sizeOf(thumbnail)).toMatchObject({ width: 100, height: 100 });
    expect(await sizeOf(print)).toMatchObject({ width: 160, height: PRINT_COPY_SIDE });
  });

  it('enlarges a small image to the thumbnail square, but never enlarges the print copy', async () => {
    const { thumbnail, print } = await makeImageCopies(await picture(20, 10, 'png'));
    expect(await sizeOf(thumbnail)).toMatchObject({ width: 100, height: 100 });
    expect(await sizeOf(print)).toMatchObject({ width: 20, height: 10 });
  });

  it('rejects what is not an image', async () => {
    await expect(makeImageCopies(Buffer.from('<html></html>'))).rejects.toThrow();
    await expect(makeImageCopies(Readable.from([Buffer.from('%PDF-1.7')]))).rejects.toThrow();
  });
});
