import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The layering the README promises, read from the import statements themselves (TypeScript's own
 * pre-processor): which folders may import which, no two folders importing each other, no import
 * circle between files, and no two server modules importing each other.
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

/**
 * The circles of a graph (its strongly connected components of more than one node, Tarjan's
 * algorithm), each as its nodes and one shortest round through them ('a -> b -> a').
 */
function circlesOf(graph: Map<string, string[]>): { nodes: string[]; round: string }[] {
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (node: string) => {
    order.set(node, order.size);
    low.set(node, order.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, order.get(next)!));
    }
    if (low.get(node) !== order.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) components.push(component.sort());
  };
  for (const node of [...graph.keys()].sort()) if (!order.has(node)) visit(node);
  return components.map((nodes) => {
    // Breadth first from the first node back to it, inside the component: the shortest round.
    const inside = new Set(nodes);
    const start = nodes[0]!;
    const cameFrom = new Map<string, string>();
    const queue = [start];
    while (queue.length > 0 && !cameFrom.has(start)) {
      const node = queue.shift()!;
      for (const next of graph.get(node) ?? []) {
        if (!inside.has(next) || cameFrom.has(next)) continue;
        cameFrom.set(next, node);
        queue.push(next);
      }
    }
    const round = [start];
    for (let node = cameFrom.get(start)!; node !== start; node = cameFrom.get(node)!) round.unshift(node);
    return { nodes, round: [start, ...round].join(' -> ') };
  });
}

/** The import graph (EDGES) between the nodes `nodeOf` groups files into (null: left out), without self-edges. */
function graphOf(nodeOf: (file: string) => string | null): Map<string, string[]> {
  const graph = new Map<string, Set<string>>();
  for (const { file, target } of EDGES) {
    const from = nodeOf(file);
    const to = nodeOf(target);
    if (from === null || to === null || from === to) continue;
    graph.set(from, (graph.get(from) ?? new Set()).add(to));
  }
  return new Map([...graph].map(([node, targets]) => [node, [...targets]]));
}

const PROJECT_FILES = new Set(FILES);

/** The server module a file belongs to (src/server/modules/<name>/…); files directly under modules/ are none. */
const moduleOf = (file: string): string | null => /^src\/server\/modules\/([^/]+)\//.exec(file)?.[1] ?? null;

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

  it('no import cycle between files of src/ and schemas/ (type-only and lazy imports count)', () => {
    // A file importing itself is not a circle here; a circle of two or more files is.
    const circles = circlesOf(graphOf((file) => (PROJECT_FILES.has(file) ? file : null)));
    expect(circles).toEqual([]);
  });

  it('no two server modules (src/server/modules/<name>) import each other, directly or round a circle', () => {
    const circles = circlesOf(graphOf(moduleOf)).map(({ nodes, round }) => {
      const stops = round.split(' -> ');
      // For each step of the round, an import that makes it, for the failure message.
      const steps = stops.slice(1).map((to, i) => {
        const edge = EDGES.find(({ file, target }) => moduleOf(file) === stops[i] && moduleOf(target) === to);
        return `${edge?.file} -> ${edge?.target}`;
      });
      return { modules: nodes, round, steps };
    });
    expect(circles).toEqual([]);
  });

  it('src/server/modules/shared (what modules share) imports no other module', () => {
    const wrong = EDGES.filter(
      ({ file, target }) => moduleOf(file) === 'shared' && moduleOf(target) !== null && moduleOf(target) !== 'shared',
    );
    expect(wrong).toEqual([]);
  });
});
