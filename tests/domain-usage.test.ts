import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * src/domain is the one home of the rules both sides share (issue 25). Read from the production
 * sources alone (tests do not count): every export of a domain file is used by production code,
 * in another file or in its own; and every domain file is used by both sides (the client and
 * the server, or the contracts in schemas/, which both read). A rule only one side uses lives
 * beside that side's code.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const SOURCE = /\.(ts|tsx)$/;
const DOMAIN = 'src/domain/';

function filesUnder(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : filesUnder(relative);
    return SOURCE.test(entry.name) ? [relative] : [];
  });
}

/**
 * Rules whose production twin is SQL (too costly to run row by row in TypeScript): the
 * TypeScript function is the readable home, and the named test feeds both the same cases.
 */
const SQL_TWINS: Record<string, string> = {
  'src/domain/claims/insurance-policy.ts#allInGoodStanding': 'tests/api/insurance-policies.test.ts',
};

const PRODUCTION = [...filesUnder('src'), ...filesUnder('schemas'), 'resources.config.ts'];
const parsed = new Map(
  PRODUCTION.map((file) => [
    file,
    ts.createSourceFile(file, fs.readFileSync(path.join(ROOT, file), 'utf8'), ts.ScriptTarget.Latest, true),
  ]),
);

const resolve = (from: string, specifier: string) =>
  path.relative(ROOT, path.resolve(ROOT, path.dirname(from), specifier));
const isExported = (node: ts.Node) =>
  ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

/** The names a file exports, with the node that declares each. */
function exportsOf(source: ts.SourceFile): Map<string, ts.Node> {
  const names = new Map<string, ts.Node>();
  for (const statement of source.statements) {
    if (ts.isVariableStatement(statement) && isExported(statement)) {
      for (const declaration of statement.declarationList.declarations)
        if (ts.isIdentifier(declaration.name)) names.set(declaration.name.text, declaration.name);
    } else if (
      (ts.isFunctionDeclaration(statement) ||
        ts.isClassDeclaration(statement) ||
        ts.isInterfaceDeclaration(statement) ||
        ts.isTypeAliasDeclaration(statement) ||
        ts.isEnumDeclaration(statement)) &&
      isExported(statement) &&
      statement.name
    ) {
      names.set(statement.name.text, statement.name);
    } else if (ts.isExportDeclaration(statement) && !statement.moduleSpecifier && statement.exportClause) {
      if (ts.isNamedExports(statement.exportClause))
        for (const element of statement.exportClause.elements) names.set(element.name.text, element.name);
    }
  }
  return names;
}

/** Every (domain file, name) some production file imports or re-exports by name, or reads off a namespace. */
function importedNames(): Set<string> {
  const used = new Set<string>();
  for (const [file, source] of parsed) {
    const visit = (node: ts.Node) => {
      const specifier =
        (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
        node.moduleSpecifier &&
        ts.isStringLiteral(node.moduleSpecifier)
          ? node.moduleSpecifier.text
          : undefined;
      if (specifier?.startsWith('.')) {
        const target = resolve(file, specifier);
        if (ts.isImportDeclaration(node)) {
          const clause = node.importClause;
          const bindings = clause?.namedBindings;
          if (bindings && ts.isNamedImports(bindings))
            for (const element of bindings.elements)
              used.add(`${target}#${(element.propertyName ?? element.name).text}`);
          if (bindings && ts.isNamespaceImport(bindings)) {
            const namespace = bindings.name.text;
            for (const match of source.text.matchAll(new RegExp(`\\b${namespace}\\.(\\w+)`, 'g')))
              used.add(`${target}#${match[1]}`);
          }
        } else if (ts.isExportDeclaration(node)) {
          if (node.exportClause && ts.isNamedExports(node.exportClause))
            for (const element of node.exportClause.elements)
              used.add(`${target}#${(element.propertyName ?? element.name).text}`);
          else used.add(`${target}#*`);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return used;
}

/** Whether `name` is read in its own file anywhere but at its declaration. */
function usedInOwnFile(source: ts.SourceFile, name: string, declaration: ts.Node): boolean {
  let found = false;
  const visit = (node: ts.Node) => {
    if (found) return;
    if (ts.isIdentifier(node) && node.text === name && node !== declaration) found = true;
    else ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The side a production file is on. */
function sideOf(file: string): 'client' | 'server' | 'contracts' | 'domain' {
  if (file.startsWith('src/client/') || file === 'resources.config.ts') return 'client';
  if (file.startsWith('src/server/')) return 'server';
  if (file.startsWith('schemas/')) return 'contracts';
  return 'domain';
}

describe('src/domain: what it holds is used, and used by both sides', () => {
  const domainFiles = PRODUCTION.filter((file) => file.startsWith(DOMAIN));

  it('every export of a domain file is used by production code (tests alone do not count)', () => {
    const used = importedNames();
    const unused = domainFiles.flatMap((file) => {
      const source = parsed.get(file) as ts.SourceFile;
      if (used.has(`${file}#*`)) return [];
      return [...exportsOf(source)]
        .filter(([name, declaration]) => !used.has(`${file}#${name}`) && !usedInOwnFile(source, name, declaration))
        .filter(([name]) => !SQL_TWINS[`${file}#${name}`])
        .map(([name]) => `${file}: ${name}`);
    });
    expect(unused).toEqual([]);
  });

  it('each rule with an SQL twin has a parity test that calls it', () => {
    const missing = Object.entries(SQL_TWINS).filter(([key, test]) => {
      const name = key.split('#')[1] as string;
      return !fs.readFileSync(path.join(ROOT, test), 'utf8').includes(`${name}(`);
    });
    expect(missing).toEqual([]);
  });

  it('every domain file is used by both sides: the client and the server, or the contracts both read', () => {
    const importers = new Map<string, Set<string>>();
    for (const [file, source] of parsed)
      for (const imported of ts.preProcessFile(source.text, true, true).importedFiles)
        if (imported.fileName.startsWith('.')) {
          const target = resolve(file, imported.fileName);
          if (!importers.has(target)) importers.set(target, new Set());
          importers.get(target)?.add(file);
        }
    const sidesOf = (file: string, seen = new Set<string>()): Set<string> => {
      const sides = new Set<string>();
      if (seen.has(file)) return sides;
      seen.add(file);
      for (const importer of importers.get(file) ?? []) {
        const side = sideOf(importer);
        if (side === 'domain') for (const inner of sidesOf(importer, seen)) sides.add(inner);
        else sides.add(side);
      }
      return sides;
    };
    const oneSided = domainFiles.flatMap((file) => {
      const sides = sidesOf(file);
      const shared = sides.has('contracts') || (sides.has('client') && sides.has('server'));
      return shared ? [] : [`${file}: used only by ${[...sides].join(', ') || 'nobody'}`];
    });
    expect(oneSided).toEqual([]);
  });
});
