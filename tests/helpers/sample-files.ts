import sharp from 'sharp';

/** Real bytes of each kind, as file-type recognises them, for upload tests. */

/** A real PNG of the given size (sharp draws it). */
export const png = (width = 320, height = 200) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .png()
    .toBuffer();

/** The first bytes of an MP4 (an ISO base media 'ftyp' box) and some payload: what file-type recognises as mp4. */
export const mp4 = () =>
  Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypisom'),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from('isomiso2'),
    Buffer.alloc(4096, 7),
  ]);

/** A minimal PDF. */
export const pdf = () => Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

/** A page with a script: refused under any name. */
export const html = Buffer.from('<!doctype html><html><script>alert(1)</script></html>');
