import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

/**
 * The unit project shares imports between files (isolate: false); a file that replaces modules
 * with vi.mock would leak its mocks into the next, so it must be named *.mocks.test.* and run in
 * the isolated project (vitest.config.ts).
 */
const TESTS = path.resolve(import.meta.dirname);
const UNIT_FOLDERS = ['domain', 'server', 'client', 'build-tools'];

function testFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(full);
    return /\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

it('every unit test that mocks modules is named *.mocks.test.*', () => {
  const misnamed = UNIT_FOLDERS.flatMap((folder) => testFiles(path.join(TESTS, folder)))
    .filter((file) => /\bvi\.(do)?[mM]ock\(/.test(fs.readFileSync(file, 'utf8')) && !/\.mocks\.test\.tsx?$/.test(file))
    .map((file) => path.relative(TESTS, file));
  expect(misnamed).toEqual([]);
});
