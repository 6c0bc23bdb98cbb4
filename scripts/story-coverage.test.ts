import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// A component file in ui/, entities/ or features/ must be drawn by some story: imported by a
// *.stories.tsx, directly or through the modules that story imports (a screen's story covers the
// parts the screen is made of). A new component without a story fails here, by name.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const componentFolders = ['ui', 'entities', 'features'];
const storyFolders = ['ui', 'entities', 'features', 'app', 'mail', '.storybook'];

/** Component files no story can draw, each with why. */
const noStoryNeeded: Record<string, string> = {};

const isStory = (file: string) => /\.stories\.tsx?$/.test(file);
const isTest = (file: string) => /\.test\.tsx?$/.test(file);

function walk(folder: string): string[] {
  const full = path.join(root, folder);
  if (!existsSync(full)) return [];
  return readdirSync(full).flatMap((name) => {
    const relative = path.posix.join(folder, name);
    if (name === 'node_modules') return [];
    return statSync(path.join(root, relative)).isDirectory() ? walk(relative) : [relative];
  });
}

const sources = new Map<string, string>();
function source(file: string): string {
  let text = sources.get(file);
  if (text === undefined) {
    text = readFileSync(path.join(root, file), 'utf8');
    sources.set(file, text);
  }
  return text;
}

/** The repository files a module imports (static and dynamic, relative only), resolved as Vite does. */
function importsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(source(file), true, true);
  return importedFiles.flatMap(({ fileName }) => {
    if (!fileName.startsWith('.')) return [];
    const base = path.posix.join(path.posix.dirname(file), fileName);
    const found = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find((candidate) => /\.tsx?$/.test(candidate) && existsSync(path.join(root, candidate)));
    return found ? [found] : [];
  });
}

/** True when a .tsx module exports something named like a component (a capital letter first). */
function exportsComponent(file: string): boolean {
  const sourceFile = ts.createSourceFile(file, source(file), ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const exported = (node: ts.Node) => ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);
  const capital = (name: string | undefined) => Boolean(name && /^[A-Z]/.test(name));
  return sourceFile.statements.some((statement) => {
    if (ts.isFunctionDeclaration(statement) && exported(statement)) return capital(statement.name?.text) || !statement.name;
    if (ts.isClassDeclaration(statement) && exported(statement)) return capital(statement.name?.text);
    if (ts.isVariableStatement(statement) && exported(statement)) {
      return statement.declarationList.declarations.some(
        (declaration) =>
          ts.isIdentifier(declaration.name) &&
          capital(declaration.name.text) &&
          declaration.initializer !== undefined &&
          (ts.isArrowFunction(declaration.initializer) || ts.isFunctionExpression(declaration.initializer) || ts.isCallExpression(declaration.initializer)),
      );
    }
    if (ts.isExportAssignment(statement)) return true;
    if (ts.isExportDeclaration(statement) && statement.exportClause && ts.isNamedExports(statement.exportClause)) {
      return statement.exportClause.elements.some((element) => capital(element.name.text));
    }
    return false;
  });
}

/** Every module some story reaches by following imports, not passing through another story file. */
function coveredByStories(stories: string[]): Set<string> {
  const covered = new Set<string>();
  const queue = stories.flatMap(importsOf);
  while (queue.length) {
    const file = queue.pop()!;
    if (covered.has(file) || isStory(file)) continue;
    covered.add(file);
    queue.push(...importsOf(file));
  }
  return covered;
}

describe('story coverage', () => {
  const stories = storyFolders.flatMap(walk).filter(isStory);
  const components = componentFolders
    .flatMap(walk)
    .filter((file) => file.endsWith('.tsx') && !isStory(file) && !isTest(file))
    .filter(exportsComponent);
  const covered = coveredByStories(stories);

  it('finds the stories and the components (the walk itself works)', () => {
    expect(stories.length).toBeGreaterThan(100);
    expect(components).toContain('ui/button.tsx');
    expect(covered).toContain('ui/button.tsx');
  });

  it('has a story covering every component file in ui/, entities/ and features/', () => {
    const missing = components.filter((file) => !covered.has(file) && !(file in noStoryNeeded));
    expect(missing, `Component files no story imports (write a story, or list the file in noStoryNeeded with why):\n${missing.join('\n')}`).toEqual([]);
  });

  it('excuses only component files that exist and still have no story', () => {
    const stale = Object.keys(noStoryNeeded).filter((file) => !components.includes(file) || covered.has(file));
    expect(stale).toEqual([]);
  });
});
