import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { actionColumn } from '../../../src/client/crud/action-column.ts';

const CLIENT = path.resolve(import.meta.dirname, '../../../src/client');
const HOME = path.join(CLIENT, 'crud/action-column.ts');

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe("tables' action columns", () => {
  it('are pinned to the right edge, so a wide table never scrolls them out of view', () => {
    const column = actionColumn<{ id: string }>({ render: () => null });
    expect(column).toMatchObject({ key: 'actions', title: 'Actions', fixed: 'right' });
    // A page may drop the heading (the spec's policy table has none) but not the pin.
    expect(actionColumn({ title: '' })).toMatchObject({ title: '', fixed: 'right' });
  });

  it('are all built by actionColumn (no table declares its own)', () => {
    const ownActionColumns = sources(CLIENT)
      .filter((file) => file !== HOME)
      .filter((file) => /key: 'actions'|title: 'Actions'/.test(fs.readFileSync(file, 'utf8')))
      .map((file) => path.relative(CLIENT, file));
    expect(ownActionColumns).toEqual([]);
  });
});
