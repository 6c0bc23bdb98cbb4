/**
 * Checks the code against the design tokens (design/tokens.json), node only, in a few seconds:
 * - app/tokens.css and design/tokens.generated.json are what the tokens file gives (no hand edit);
 * - every text and background colour a class string puts together (a className, a cva variant
 *   entry; each state such as `hover:` or `aria-selected:` over the plain classes) reaches WCAG AA:
 *   4.5:1, or 3:1 for large text (24 px, or 20 px bold); `disabled:` states are exempt;
 * - every colour, radius, shadow, border, ring… class Tailwind is given produces CSS with the
 *   site's theme (Tailwind itself is asked), and every `var(--color-*)` and the like is declared.
 *
 * `npm run check:tokens`; exits 1 and lists file:line for each finding.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { __unstable__loadDesignSystem } from '@tailwindcss/node';
import { blend, formatHex, parse, wcagContrast } from 'culori';
import ts from 'typescript';
import { buildTokens } from './build-tokens.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CODE_FOLDERS = ['ui', 'entities', 'features', 'app'];
/** The utilities whose value names a token (colour, radius, shadow): a typo there silently draws nothing. */
const TOKEN_UTILITY =
  /^-?(bg|text|border|border-[xytrblse]|ring|ring-offset|outline|fill|stroke|from|via|to|divide|divide-[xy]|shadow|inset-shadow|drop-shadow|rounded|rounded-[tlbrse]{1,2}|decoration|accent|caret|placeholder)(-|$)/;
const TOKEN_VAR = /var\(\s*(--(?:color|radius|shadow|spacing|text|font|ease)(?:-[a-z0-9-]*)?)/g;
/** States that WCAG leaves out of the contrast rule. */
const EXEMPT_STATE = /(^|-)disabled|\[disabled/;

/** The site's theme as Tailwind reads it from app/styles.css, with its colours resolved. */
export async function loadTheme(css = readFileSync(path.join(root, 'app', 'styles.css'), 'utf8'), base = path.join(root, 'app')) {
  const design = await __unstable__loadDesignSystem(css, { base });
  const variables = new Map([...design.theme.entries()].map(([name, entry]) => [name, entry.value]));
  return { design, variables };
}

/** `#rrggbb`, `oklch(…)`, `var(--color-x)`: the colour, or undefined when it is not one (currentColor, a gradient). */
function resolveColour(theme, value, seen = 0) {
  const reference = /^var\((--[a-z0-9-]+)\)$/.exec(value.trim());
  if (reference) return seen > 5 || !theme.variables.has(reference[1]) ? undefined : resolveColour(theme, theme.variables.get(reference[1]), seen + 1);
  return parse(value) ?? undefined;
}

/** The colour a `bg-*` / `text-*` class paints, with its opacity modifier; undefined for a size or a non-colour. */
function classColour(theme, candidate) {
  const { value, modifier } = candidate;
  if (!value) return undefined;
  let colour;
  if (value.kind === 'named') {
    if (['transparent', 'current', 'inherit'].includes(value.value)) return undefined;
    const declared = theme.variables.get(`--color-${value.value}`);
    colour = declared === undefined ? undefined : resolveColour(theme, declared);
  } else if (value.kind === 'arbitrary' && (value.dataType === null || value.dataType === 'color')) {
    colour = resolveColour(theme, value.value);
  }
  if (!colour) return undefined;
  const alpha = modifier ? Number(modifier.kind === 'named' ? modifier.value : modifier.value.replace('%', '')) / (modifier.value.endsWith?.('%') || modifier.kind === 'named' ? 100 : 1) : 1;
  return { ...colour, alpha: (colour.alpha ?? 1) * (Number.isFinite(alpha) ? alpha : 1) };
}

/** A call or attribute whose strings are class lists even when they hold one word. */
function isClassContext(node) {
  const CLASS_NAME = /^class(Name)?$|ClassName$/;
  if (ts.isJsxAttribute(node)) return ts.isIdentifier(node.name) && CLASS_NAME.test(node.name.text);
  if (ts.isPropertyAssignment(node)) return (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name)) && CLASS_NAME.test(node.name.text);
  if (ts.isCallExpression(node)) return ts.isIdentifier(node.expression) && /^(cn|cva|clsx|cx|twMerge)$/.test(node.expression.text);
  return false;
}

/** The string literals of a source file (template parts apart), each with the offset of its text. */
export function classStrings(fileName, source) {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const strings = [];
  const visit = (node, classy) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) strings.push({ text: node.text, offset: node.getStart(file) + 1, classy });
    else if (ts.isTemplateExpression(node)) {
      strings.push({ text: node.head.text, offset: node.head.getStart(file) + 1, classy });
      for (const span of node.templateSpans) strings.push({ text: span.literal.text, offset: span.literal.getStart(file) + 1, classy });
    }
    // Imports and exports name files, not classes.
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    const inside = classy || isClassContext(node);
    ts.forEachChild(node, (child) => visit(child, inside));
  };
  visit(file, false);
  return strings;
}

/** Words that read like a class list: lower-case utilities with variants, brackets and modifiers. */
const CLASS_WORD = /^!?-?[a-z0-9@*[][a-z0-9_:/.[\]()#%=,&>+'"!*@-]*$/;

function wordsOf(text) {
  const words = [];
  for (const match of text.matchAll(/\S+/g)) words.push({ word: match[0], index: match.index });
  return words;
}

function lineOf(source, offset) {
  let line = 1;
  for (let index = 0; index < offset && index < source.length; index += 1) if (source.charCodeAt(index) === 10) line += 1;
  return line;
}

/** Large text under WCAG: 18pt (24 px) and up, or 14pt (18.7 px) bold and up. */
function isLarge(classes) {
  if (classes.some((name) => /^(?:[a-z-]+:)*text-(2xl|3xl|4xl|5xl|6xl|7xl|8xl|9xl|display)$/.test(name))) return true;
  const bold = classes.some((name) => /^(?:[a-z-]+:)*font-(bold|extrabold|black)$/.test(name));
  return bold && classes.some((name) => /^(?:[a-z-]+:)*text-(xl|title)$/.test(name));
}

function ratioText(ratio) {
  return `${ratio.toFixed(2)}:1`;
}

/**
 * The findings in some source files: low-contrast pairs, class names Tailwind draws nothing for,
 * and custom properties nobody declares.
 */
export function checkSources(files, theme) {
  const contrast = [];
  let pairs = 0;
  const unknownClasses = [];
  const unknownVars = [];
  const declaredVars = new Set(theme.variables.keys());
  for (const { source } of files) for (const match of source.matchAll(/(--(?:color|radius|shadow|spacing|text|font|ease)-[a-z0-9-]+)\s*['"]?\s*:/g)) declaredVars.add(match[1]);

  const classWords = [];
  for (const { file, source } of files) {
    if (file.endsWith('.css')) {
      for (const match of source.matchAll(TOKEN_VAR)) if (!declaredVars.has(match[1])) unknownVars.push({ file, line: lineOf(source, match.index), name: match[1] });
      continue;
    }
    for (const match of source.matchAll(TOKEN_VAR)) if (!declaredVars.has(match[1])) unknownVars.push({ file, line: lineOf(source, match.index), name: match[1] });
    for (const string of classStrings(file, source)) {
      const words = wordsOf(string.text);
      if (!words.length || !words.every(({ word }) => CLASS_WORD.test(word))) continue;
      classWords.push({ file, source, string, words });
    }
  }

  // One question to Tailwind for all the distinct words at once: a per-string question costs seconds.
  const asked = [...new Set(classWords.flatMap(({ words }) => words.map(({ word }) => word)))];
  const css = theme.design.candidatesToCss(asked);
  const draws = new Map(asked.map((word, index) => [word, Boolean(css[index])]));
  const namesToken = (word) => TOKEN_UTILITY.test(word.replace(/^!/, '').split(':').at(-1) ?? '');

  for (const { file, source, string, words } of classWords) {
    // A string with no class Tailwind knows is prose or an identifier, not a class list, unless it
    // is given as a class (`cn(…, 'bg-brnad-600')`, `className="rounded-cardd"`).
    if (!string.classy && !words.some(({ word }) => draws.get(word))) continue;
    for (const { word, index } of words) {
      if (!draws.get(word) && namesToken(word)) unknownClasses.push({ file, line: lineOf(source, string.offset + index), name: word });
    }

    // The colours by state: '' is the plain one, 'hover' the hovered one…
    const byState = new Map();
    for (const { word, index } of words) {
      const [candidate] = theme.design.parseCandidate(word);
      if (!candidate || candidate.kind !== 'functional' || (candidate.root !== 'bg' && candidate.root !== 'text')) continue;
      const colour = classColour(theme, candidate);
      if (!colour) continue;
      const state = candidate.variants.map((variant) => theme.design.printVariant(variant)).sort().join(':');
      const entry = byState.get(state) ?? { bg: [], text: [] };
      entry[candidate.root].push({ word, colour, offset: string.offset + index });
      byState.set(state, entry);
    }
    const plain = byState.get('') ?? { bg: [], text: [] };
    const large = isLarge(words.map(({ word }) => word));
    for (const [state, entry] of byState) {
      if (EXEMPT_STATE.test(state)) continue;
      const backgrounds = entry.bg.length ? entry.bg : plain.bg;
      const texts = entry.text.length ? entry.text : plain.text;
      for (const background of backgrounds) {
        // A see-through background shows whatever is behind it, which a class string cannot tell.
        if ((background.colour.alpha ?? 1) < 1) continue;
        for (const text of texts) {
          const seen = (text.colour.alpha ?? 1) < 1 ? blend([background.colour, text.colour], 'normal', 'rgb') : text.colour;
          pairs += 1;
          const ratio = wcagContrast(seen, background.colour);
          const need = large ? 3 : 4.5;
          if (ratio + 1e-9 >= need) continue;
          contrast.push({
            file,
            line: lineOf(source, Math.max(text.offset, background.offset)),
            text: text.word,
            background: background.word,
            textColour: formatHex(seen),
            backgroundColour: formatHex(background.colour),
            ratio,
            need,
          });
        }
      }
    }
  }
  return { contrast, unknownClasses, unknownVars, pairs, classes: draws.size };
}

function codeFiles() {
  const files = [];
  const walk = (folder) => {
    for (const entry of readdirSync(path.join(root, folder), { withFileTypes: true })) {
      const relative = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(relative);
      else if (/\.(tsx?|css)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) files.push({ file: relative, source: readFileSync(path.join(root, relative), 'utf8') });
    }
  };
  for (const folder of CODE_FOLDERS) walk(folder);
  return files;
}

async function main() {
  const started = performance.now();
  const problems = [];
  for (const { file, text } of await buildTokens()) {
    let current = null;
    try {
      current = readFileSync(path.join(root, file), 'utf8');
    } catch {
      current = null;
    }
    if (current !== text) problems.push(`${file}: not what design/tokens.json gives (edited by hand?); run \`npm run tokens\``);
  }
  const theme = await loadTheme();
  const files = codeFiles();
  const { contrast, unknownClasses, unknownVars, pairs, classes } = checkSources(files, theme);
  for (const pair of contrast)
    problems.push(`${pair.file}:${pair.line}: ${pair.text} on ${pair.background} is ${ratioText(pair.ratio)} (${pair.textColour} on ${pair.backgroundColour}), below ${pair.need}:1`);
  for (const unknown of unknownClasses) problems.push(`${unknown.file}:${unknown.line}: ${unknown.name} is no class of the theme (no such token?)`);
  for (const unknown of unknownVars) problems.push(`${unknown.file}:${unknown.line}: var(${unknown.name}) is declared nowhere`);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (problems.length) {
    console.error(problems.join('\n'));
    console.error(`check:tokens: ${problems.length} problem(s) in ${files.length} files, ${pairs} text/background pairs (${seconds} s)`);
    process.exitCode = 1;
  } else console.log(`check:tokens: ${files.length} files, ${classes} distinct classes, ${pairs} text/background pairs: all fine (${seconds} s)`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
