import { describe, expect, it } from 'vitest';
import { forEachPage, type PageReader } from '../../../src/client/api/list-reader.ts';
import { fillTemplate, savedMessage } from '../../../src/client/crud/text-template.ts';
import { SaveRefused, savedRecordOf } from '../../../src/client/rules/save-reply.ts';
import { countLimit, listTotal } from '../../../src/server/db/list-window.ts';

describe('fillTemplate', () => {
  it('fills fields, dotted paths and numbers; leaves nothing for what is missing', () => {
    expect(fillTemplate('Property Group: {name}', { name: 'Maple' })).toBe('Property Group: Maple');
    expect(fillTemplate('{address.city} #{n}', { address: { city: 'Peoria' }, n: 4 })).toBe('Peoria #4');
    expect(fillTemplate('Property Group: {name}', {})).toBe('Property Group: ');
    expect(fillTemplate('Group: {name}', null)).toBe('Group: ');
    expect(fillTemplate('{flag}', { flag: true })).toBe('');
  });

  it('words the success toast from a template or a function', () => {
    expect(savedMessage('{name} Saved sucessfully', { name: 'Invoice' })).toBe('Invoice Saved sucessfully');
    expect(savedMessage('Person Saved.', {})).toBe('Person Saved.');
    expect(savedMessage((record) => `${record.name}!`, { name: 'X' })).toBe('X!');
  });
});

describe('savedRecordOf (the one save-reply rule)', () => {
  it('unwraps the record under the envelope key, like a detail reply', () => {
    const vendor = { id: '1', name: 'Acme' };
    expect(savedRecordOf({ vendor, propertyAssociations: [] }, 'vendor', { name: 'acme' })).toEqual(vendor);
    expect(savedRecordOf({ success: true, failureReason: null, person: { id: '9' } }, 'person', {})).toEqual({
      id: '9',
    });
  });

  it('takes the whole reply without an envelope key, or what was sent when the reply holds no record', () => {
    expect(savedRecordOf({ id: '1', name: 'A' }, undefined, { name: 'a' })).toEqual({ id: '1', name: 'A' });
    expect(savedRecordOf(null, undefined, { name: 'a' })).toEqual({ name: 'a' });
    expect(savedRecordOf({ success: true, failureReason: null }, 'person', { name: 'a' })).toEqual({ name: 'a' });
  });

  it('turns { success: false, failureReason } into a refusal carrying the reason', () => {
    expect(() => savedRecordOf({ success: false, failureReason: 'E-mail in use' }, 'person', {})).toThrow(
      new SaveRefused('E-mail in use'),
    );
    expect(() => savedRecordOf({ success: false }, 'person', {})).toThrow('The save was not successful.');
  });
});

/**
 * A list of `count` numbered rows served `pageSize` at a time, recording the calls. Its totals
 * are exact, bounded like the server's (countLimit: exact only near the end), or never exact.
 */
function fakeList(count: number, options: { totals?: 'exact' | 'bounded' | 'lowerBoundOnly' } = {}) {
  const calls: number[] = [];
  const read: PageReader<number> = async (page, pageSize) => {
    calls.push(page);
    const start = (page - 1) * pageSize;
    const rows = Array.from({ length: Math.max(0, Math.min(pageSize, count - start)) }, (_, i) => start + i);
    if (options.totals === 'lowerBoundOnly') return { rows, total: start + rows.length, totalIsExact: false };
    if (options.totals === 'bounded') return { rows, ...listTotal(count, countLimit(page, pageSize)) };
    return { rows, total: count, totalIsExact: true };
  };
  return { read, calls };
}

describe('forEachPage', () => {
  it('reads page after page until the total, handing each page on', async () => {
    const { read, calls } = fakeList(2500);
    const seen: number[] = [];
    const progress: number[] = [];
    const result = await forEachPage(read, (rows, p) => {
      seen.push(rows.length);
      progress.push(p.done);
    });
    expect(calls).toEqual([1, 2, 3]);
    expect(seen).toEqual([1000, 1000, 500]);
    expect(progress).toEqual([1000, 2000, 2500]);
    expect(result).toEqual({ done: 2500, total: 2500 });
  });

  it('stops at an exact multiple without an extra call when the total is known, or at the empty page otherwise', async () => {
    const known = fakeList(20);
    await forEachPage(known.read, () => {}, { pageSize: 10 });
    expect(known.calls).toEqual([1, 2]);
    const unknown = fakeList(20, { totals: 'lowerBoundOnly' });
    await forEachPage(unknown.read, () => {}, { pageSize: 10 });
    expect(unknown.calls).toEqual([1, 2, 3]);
  });

  it('reads past a lower-bound total and reports the total only once it is exact', async () => {
    const { read, calls } = fakeList(3000, { totals: 'bounded' });
    const totals: (number | undefined)[] = [];
    const result = await forEachPage(read, (_rows, p) => {
      totals.push(p.total);
    });
    // Pages 1 and 2 count 250 rows ahead and only learn "more than"; page 3 sees the end.
    expect(calls).toEqual([1, 2, 3]);
    expect(totals).toEqual([undefined, undefined, 3000]);
    expect(result).toEqual({ done: 3000, total: 3000 });
  });

  it('reads an empty list once', async () => {
    const { read, calls } = fakeList(0);
    expect(await forEachPage(read, () => {})).toEqual({ done: 0, total: 0 });
    expect(calls).toEqual([1]);
  });

  it('stops when cancelled', async () => {
    const { read, calls } = fakeList(5000);
    const controller = new AbortController();
    const run = forEachPage(
      read,
      (_rows, p) => {
        if (p.done >= 2000) controller.abort();
      },
      { signal: controller.signal },
    );
    await expect(run).rejects.toMatchObject({ name: 'AbortError' });
    expect(calls).toEqual([1, 2]);
  });
});
