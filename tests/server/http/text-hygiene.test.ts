import { describe, expect, it } from 'vitest';
import { TEXT_PROBLEMS, textProblem } from '../../../src/domain/common/text-hygiene.ts';
import { findTextProblem, MAX_JSON_DEPTH } from '../../../src/server/http/request-hygiene.ts';

describe('textProblem', () => {
  it.each(['\u0000', 'a\u0001', '\u0008', '\u000b', '\u000c', '\u000e', '\u001b[0m', '\u001f'])(
    'refuses the control character in %j',
    (text) => expect(textProblem(text)).toBe(TEXT_PROBLEMS.control),
  );

  it.each(['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069'])(
    'refuses the bidirectional control %j, which reorders what is shown',
    (char) => expect(textProblem(`invoice${char}fdp.exe.pdf`)).toBe(TEXT_PROBLEMS.bidi),
  );

  it('says what a bidirectional control does', () => {
    expect(`name ${textProblem('Pat \u202eeeL')}`).toBe(
      'name must not contain bidirectional control characters (they change the order text is shown in)',
    );
  });

  it.each(['\ud800', 'a\udbffb', '\udc00', 'x\udfff'])('refuses the unpaired surrogate in %j', (text) =>
    expect(textProblem(text)).toBe(TEXT_PROBLEMS.surrogate),
  );

  it.each([
    '',
    'plain',
    'tab\there',
    'lines\r\nmore\n',
    '\u007f',
    '👩‍🔧 \u{10FFFF}',
    'e\u0301',
    '%_\\',
    'שלום עולם',
    'مرحبا 4B',
    'Unit \u200f4B\u200e (marks)',
    'عربي\u061c 12',
  ])('accepts %j', (text) => expect(textProblem(text)).toBeNull());
});

describe('findTextProblem', () => {
  it('names the field of the first bad string, keys included', () => {
    expect(findTextProblem({ name: 'ok', steps: [{ text: 'a\u0000' }] }, '')).toEqual({
      field: 'steps.0.text',
      message: TEXT_PROBLEMS.control,
    });
    expect(findTextProblem({ search: '\ud800' }, 'querystring')).toEqual({
      field: 'querystring.search',
      message: TEXT_PROBLEMS.surrogate,
    });
    expect(findTextProblem({ permissions: { 'bad\u0001key': true } }, '')).toEqual({
      field: 'permissions',
      message: `has a field name that ${TEXT_PROBLEMS.control}`,
    });
    expect(findTextProblem('\u0000', '')?.field).toBe('(body)');
  });

  it('accepts clean values of any shape', () => {
    expect(findTextProblem({ a: [1, true, null, { b: 'fine' }] }, '')).toBeNull();
    expect(findTextProblem(undefined, '')).toBeNull();
  });

  it('refuses nesting past the bound without walking it recursively', () => {
    let deep: unknown = 'leaf';
    for (let level = 0; level < 100_000; level++) deep = [deep];
    expect(findTextProblem(deep, '')?.message).toBe('is nested too deeply');
    let shallow: unknown = 'leaf';
    for (let level = 0; level < MAX_JSON_DEPTH - 1; level++) shallow = [shallow];
    expect(findTextProblem(shallow, '')).toBeNull();
  });
});
