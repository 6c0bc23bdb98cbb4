// What a first visit to a page downloads, read from the build rather than a browser: the page
// chunk a route lazily loads (app/routes.tsx) and the Vite manifest's static imports.
// scripts/check-js-budget.ts holds the budgets and prints the table.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import ts from 'typescript';
import type { PageRoute } from '../server/lib/page-chunks';

/**
 * Reads app/routes.tsx without running it (it imports the whole browser app): each
 * `const X = page(() => import('./pages/x'), ...)` gives the module of `<X />`, and the
 * `routes` array gives paths, index routes and children.
 */
export function readPageRoutes(root: string, routesFile = 'app/routes.tsx', source = readFileSync(path.join(root, routesFile), 'utf8')): PageRoute[] {
  const file = ts.createSourceFile(routesFile, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const modules = new Map<string, string>();
  let routesArray: ts.ArrayLiteralExpression | undefined;
  const findImport = (node: ts.Node): string | undefined => {
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [specifier] = node.arguments;
      return specifier && ts.isStringLiteral(specifier) ? specifier.text : undefined;
    }
    return ts.forEachChild(node, findImport);
  };
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (!ts.isIdentifier(declaration.name) || !declaration.initializer) continue;
      if (declaration.name.text === 'routes' && ts.isArrayLiteralExpression(declaration.initializer)) {
        routesArray = declaration.initializer;
        continue;
      }
      const specifier = findImport(declaration.initializer);
      if (specifier) {
        // The manifest names a chunk by its source, relative to the project root.
        modules.set(declaration.name.text, `${path.posix.join(path.posix.dirname(routesFile), specifier)}.tsx`);
      }
    }
  }
  if (!routesArray) throw new Error(`${routesFile}: no \`export const routes = [...]\` found`);

  const toRoute = (node: ts.Expression): PageRoute => {
    if (!ts.isObjectLiteralExpression(node)) throw new Error(`${routesFile}: a route that is not an object literal: ${node.getText()}`);
    const route: PageRoute = {};
    for (const property of node.properties) {
      if (!ts.isPropertyAssignment(property) || !ts.isIdentifier(property.name)) continue;
      const value = property.initializer;
      switch (property.name.text) {
        case 'path':
          if (ts.isStringLiteral(value)) route.path = value.text;
          break;
        case 'index':
          route.index = value.kind === ts.SyntaxKind.TrueKeyword;
          break;
        case 'element':
          if (ts.isJsxSelfClosingElement(value) && ts.isIdentifier(value.tagName)) route.page = modules.get(value.tagName.text);
          break;
        case 'children':
          if (ts.isArrayLiteralExpression(value)) route.children = value.elements.map(toRoute);
          break;
      }
    }
    return route;
  };
  return routesArray.elements.map(toRoute);
}

const gzipCache = new Map<string, number>();

/** Sum of the files' sizes after gzip -9 (what scripts/measure-bundle.mjs counts), in bytes. */
export function gzippedSize(dir: string, files: string[]): number {
  return files.reduce((sum, file) => {
    const full = path.join(dir, file);
    let size = gzipCache.get(full);
    if (size === undefined) {
      size = gzipSync(readFileSync(full), { level: 9 }).length;
      gzipCache.set(full, size);
    }
    return sum + size;
  }, 0);
}

/** An island of app/islands/island-registry.ts: its name, the module of its component and its frame. */
export interface RegisteredIsland {
  name: string;
  /** e.g. `features/home/home-banner-carousel.tsx`, relative to the project root. */
  module: string;
  frame: 'app' | 'none';
  /** The module of what runs on its HTML until it is hydrated (the registry's second import()), if any. */
  prelude?: string;
}

/**
 * Reads app/islands/island-registry.ts without running it: each `'name': island(() => import('…'))`
 * (or `bareIsland(…)`, React alone) of the `ISLANDS` object. vite.config.ts gives each its chunk.
 */
export function readIslandRegistry(root: string, registryFile = 'app/islands/island-registry.ts', source = readFileSync(path.join(root, registryFile), 'utf8')): RegisteredIsland[] {
  const file = ts.createSourceFile(registryFile, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const islands: RegisteredIsland[] = [];
  const findImports = (node: ts.Node, found: string[] = []): string[] => {
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [specifier] = node.arguments;
      if (specifier && ts.isStringLiteral(specifier)) found.push(specifier.text);
      return found;
    }
    ts.forEachChild(node, (child) => void findImports(child, found));
    return found;
  };
  const moduleOf = (specifier: string) => {
    const resolved = path.posix.join(path.posix.dirname(registryFile), specifier);
    // A prelude is plain TypeScript (it runs before React); a component is a .tsx file.
    return existsSync(path.join(root, `${resolved}.ts`)) ? `${resolved}.ts` : `${resolved}.tsx`;
  };
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === 'ISLANDS' && node.initializer && ts.isObjectLiteralExpression(node.initializer)) {
      for (const property of node.initializer.properties) {
        if (!ts.isPropertyAssignment(property) || !ts.isCallExpression(property.initializer)) continue;
        const name = ts.isStringLiteral(property.name) || ts.isIdentifier(property.name) ? property.name.text : undefined;
        const [specifier, prelude] = findImports(property.initializer);
        const callee = property.initializer.expression.getText(file);
        if (!name || !specifier) throw new Error(`${registryFile}: an island without a name or an import(): ${property.getText(file)}`);
        islands.push({ name, module: moduleOf(specifier), frame: callee === 'bareIsland' ? 'none' : 'app', ...(prelude ? { prelude: moduleOf(prelude) } : {}) });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  if (islands.length === 0) throw new Error(`${registryFile}: no \`export const ISLANDS = { … }\` found`);
  return islands;
}
