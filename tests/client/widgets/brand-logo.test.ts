import fs from 'node:fs';
import { expect, it } from 'vitest';

/**
 * The product's icon in two places: public/favicon.svg keeps its address for pages outside the
 * app (the sign-in pages, terms.html) and browsers that ask for it; widgets/brand/logo.svg is what
 * the app's pages use, built under a hashed name (cached for a year, not revalidated on each page
 * load). They must stay the same picture.
 */
it('the app’s logo and the public favicon are the same file', () => {
  const read = (file: string) => fs.readFileSync(new URL(`../../../src/client/${file}`, import.meta.url));
  expect(read('widgets/brand/logo.svg').equals(read('public/favicon.svg'))).toBe(true);
});
