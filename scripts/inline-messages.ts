// Build step for the browser app: `messages.group.key` (contract/messages.ts) becomes the text
// itself. The catalogue is one object, which a bundler keeps whole wherever one text of it is
// read: every page carried all ~600 texts (8 KB gzipped) for the few its header and footer show.
// Once each module reads its texts as literals, nothing reads the object and it is left out.
import MagicString from 'magic-string';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAst, type Plugin } from 'vite';
import { messages } from '../contract/messages.ts';

type Catalogue = Readonly<Record<string, Readonly<Record<string, string>>>>;
type Node = { type: string; start: number; end: number } & Record<string, unknown>;

/** contract/messages.ts without its extension, as the modules' import specifiers resolve. */
const CATALOGUE_MODULE = fileURLToPath(new URL('../contract/messages', import.meta.url));

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

function walk(node: Node, visit: (node: Node) => boolean | void) {
  if (visit(node) === false) return;
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) {
      for (const item of value) if (isNode(item)) walk(item, visit);
    } else if (isNode(value)) walk(value, visit);
  }
}

/** The names a binding pattern declares (`a`, `{ a, b: [c] }`, `...d`, `e = 1`). */
function declaredNames(pattern: unknown, into: Set<string>) {
  if (!isNode(pattern)) return;
  if (pattern.type === 'Identifier') into.add(pattern.name as string);
  else if (pattern.type === 'ObjectPattern') for (const property of pattern.properties as Node[]) declaredNames(property.type === 'RestElement' ? property : property.value, into);
  else if (pattern.type === 'ArrayPattern') for (const element of pattern.elements as unknown[]) declaredNames(element, into);
  else if (pattern.type === 'RestElement') declaredNames(pattern.argument, into);
  else if (pattern.type === 'AssignmentPattern') declaredNames(pattern.left, into);
}

/** Every name the module declares itself, in any scope. */
function localDeclarations(program: Node): Set<string> {
  const names = new Set<string>();
  walk(program, (node) => {
    if (node.type === 'VariableDeclarator') declaredNames(node.id, names);
    else if (node.type === 'CatchClause') declaredNames(node.param, names);
    else if (node.type === 'FunctionDeclaration' || node.type === 'FunctionExpression' || node.type === 'ArrowFunctionExpression') {
      declaredNames(node.id, names);
      for (const param of node.params as Node[]) declaredNames(param, names);
    } else if (node.type === 'ClassDeclaration' || node.type === 'ClassExpression') declaredNames(node.id, names);
  });
  return names;
}

const propertyName = (node: Node): string | undefined =>
  !node.computed && isNode(node.property) && node.property.type === 'Identifier' ? (node.property.name as string) : undefined;

/**
 * Replaces each `messages.group.key` in one module's JavaScript with the text, and a whole
 * `messages.group` with a copy of it, for the names the module imports `messages` under. A
 * module that declares a name of its own equal to one of them (a parameter called `messages`)
 * is left as it is rather than guessed at; the catalogue read whole (`messages`, a computed
 * group) stays as written, which keeps the object in the build where it is really needed.
 */
export function inlineMessageTexts(
  code: string,
  catalogue: Catalogue,
  isCatalogue: (specifier: string) => boolean,
): { code: string; map: ReturnType<MagicString['generateMap']> } | null {
  const program = parseAst(code, { lang: 'js' }) as unknown as Node;
  const aliases = new Set<string>();
  for (const statement of program.body as Node[]) {
    if (statement.type !== 'ImportDeclaration' || !isCatalogue((statement.source as Node).value as string)) continue;
    for (const specifier of statement.specifiers as Node[]) {
      if (specifier.type === 'ImportSpecifier' && (specifier.imported as Node).name === 'messages') aliases.add((specifier.local as Node).name as string);
    }
  }
  const shadowed = localDeclarations(program);
  for (const alias of aliases) if (shadowed.has(alias)) aliases.delete(alias);
  if (aliases.size === 0) return null;

  const output = new MagicString(code);
  const isAlias = (node: unknown) => isNode(node) && node.type === 'Identifier' && aliases.has(node.name as string);
  const groupOf = (node: Node) => {
    const group = propertyName(node);
    return group && Object.hasOwn(catalogue, group) ? catalogue[group] : undefined;
  };
  walk(program, (node) => {
    if (node.type !== 'MemberExpression' || !isNode(node.object)) return;
    let literal: string | undefined;
    if (node.object.type === 'MemberExpression' && isAlias(node.object.object)) {
      // messages.group.key: the text.
      const group = groupOf(node.object);
      const key = propertyName(node);
      const text = group && key && Object.hasOwn(group, key) ? group[key] : undefined;
      if (typeof text === 'string') literal = JSON.stringify(text);
    } else if (isAlias(node.object)) {
      // messages.group on its own (a screen spreading a group into its texts): a copy of the group.
      const group = groupOf(node);
      if (group) literal = `(${JSON.stringify(group)})`;
    }
    if (literal === undefined) return;
    output.overwrite(node.start, node.end, literal);
    return false;
  });
  return !output.hasChanged() ? null : { code: output.toString(), map: output.generateMap({ hires: 'boundary' }) };
}

/** The Vite plugin: runs after TypeScript and JSX are compiled away, on the browser build only. */
export function inlineMessages(): Plugin {
  return {
    name: 'garage:inline-messages',
    apply: 'build',
    enforce: 'post',
    transform: {
      filter: { id: { include: /\.[cm]?[jt]sx?$/, exclude: /[\\/]node_modules[\\/]/ }, code: 'messages' },
      handler(code, id) {
        const importer = path.dirname(id.split('?')[0]!);
        return inlineMessageTexts(code, messages, (specifier) => specifier.startsWith('.') && path.resolve(importer, specifier).replace(/\.ts$/, '') === CATALOGUE_MODULE);
      },
    },
  };
}
