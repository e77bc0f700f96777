import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The layering the README promises, read from the import statements themselves (TypeScript's own
 * pre-processor): which folders may import which, and no two folders importing each other.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const SOURCE = /\.(ts|tsx)$/;

function filesUnder(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : filesUnder(relative);
    return SOURCE.test(entry.name) ? [relative] : [];
  });
}

/** Every import of a file: relative ones as a path from the project root, packages by name. */
function importsOf(file: string): string[] {
  const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
  return ts
    .preProcessFile(text, true, true)
    .importedFiles.map((imported) => imported.fileName)
    .map((name) => (name.startsWith('.') ? path.relative(ROOT, path.resolve(ROOT, path.dirname(file), name)) : name));
}

const isPackage = (target: string) => !FILE_PREFIXES.some((prefix) => target.startsWith(prefix));

const FILES = [...filesUnder('schemas'), ...filesUnder('src'), 'resources.config.ts'];
const FILE_PREFIXES = ['schemas', 'src', 'resources.config', 'tests', 'node_modules', '..'];
const ALL_EDGES = FILES.flatMap((file) => importsOf(file).map((target) => ({ file, target })));
/** Imports of the project's own files. */
const EDGES = ALL_EDGES.filter(({ target }) => !isPackage(target));

const within = (dir: string) => (file: string) => file === dir || file.startsWith(`${dir}/`);

/** The folder a file belongs to, for the two-way check: src/client/<folder>, src/server/<folder>, src/domain, schemas. */
function unitOf(file: string): string {
  const parts = file.split('/');
  if (parts[0] === 'src' && (parts[1] === 'client' || parts[1] === 'server')) {
    // A file directly under src/client or src/server (app.ts, config.ts) is a unit of its own.
    return parts.length > 3 ? parts.slice(0, 3).join('/') : file;
  }
  return parts[0] === 'src' ? parts.slice(0, 2).join('/') : (parts[0] ?? file);
}

describe('architecture: who may import whom', () => {
  it('src/domain imports only src/domain (pure rules both sides share)', () => {
    const outside = EDGES.filter(({ file, target }) => within('src/domain')(file) && !within('src/domain')(target));
    expect(outside).toEqual([]);
  });

  it('schemas/ imports only schemas/ and src/domain (no client presentation, no server)', () => {
    const outside = EDGES.filter(
      ({ file, target }) => within('schemas')(file) && !within('schemas')(target) && !within('src/domain')(target),
    );
    expect(outside).toEqual([]);
  });

  it('schemas/ and src/domain use no UI or server package (no @rjsf, React, antd, Fastify, Drizzle)', () => {
    const ui = /^(@rjsf|react|antd|@ant-design|@refinedev|fastify|@fastify|drizzle-orm|pg$)/;
    const wrong = ALL_EDGES.filter(
      ({ file, target }) => (within('schemas')(file) || within('src/domain')(file)) && ui.test(target),
    );
    expect(wrong).toEqual([]);
  });

  it('the server never imports the client or resources.config.ts', () => {
    const wrong = EDGES.filter(
      ({ file, target }) =>
        within('src/server')(file) && (within('src/client')(target) || target.startsWith('resources.config')),
    );
    expect(wrong).toEqual([]);
  });

  it('no two folders import each other', () => {
    const pairs = new Set(
      EDGES.map(({ file, target }) => [unitOf(file), unitOf(target)] as const)
        .filter(([from, to]) => from !== to)
        .map(([from, to]) => `${from} -> ${to}`),
    );
    const twoWay = [...pairs].filter((pair) => {
      const [from, to] = pair.split(' -> ');
      return from! < to! && pairs.has(`${to} -> ${from}`);
    });
    const examples = twoWay.map((pair) => {
      const [from, to] = pair.split(' -> ');
      const one = (a: string, b: string) =>
        EDGES.filter(({ file, target }) => unitOf(file) === a && unitOf(target) === b)
          .map(({ file, target }) => `${file} -> ${target}`)
          .slice(0, 3);
      return { pair, forth: one(from!, to!), back: one(to!, from!) };
    });
    expect(examples).toEqual([]);
  });
});
