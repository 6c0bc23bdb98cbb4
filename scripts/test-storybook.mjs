// Builds the static Storybook, serves it on a free loopback port and runs every story's
// play function and axe check in Debian's Chromium through @storybook/test-runner.
//
// The list of stories is Storybook's own index.json (the runner's --index-json mode), as for the
// visual test and the API-state walk: a story is tested because Storybook shows it, whatever file
// pattern found it. The runner writes one test file per title; a story file named on the command
// line (`node scripts/test-storybook.mjs --no-build ui/button.stories.tsx`) is turned into its
// titles' test files.
//
// A whole run groups the titles: each test file costs about 9 s before its first story (Jest's
// environment, a browser context, the preview loaded and its first story's code; measured
// 2026-12-07: 6.5 s around the stories and a first story 2.8 s slower than the rest), and 215
// titles made that 10 minutes of the stage. The runner is served an index in which neighbouring titles
// share a group title; each story keeps its own id, and its name reads `<title> › <story>`. Only the
// runner's own request gets it (its header comes from .storybook/test-runner.ts): the preview
// reads the true index to find each story.
import { spawn } from 'node:child_process';
import { serveStatic } from './static-server.mjs';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const run = (command, args, options = {}) =>
  new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(`Chromium not found at ${chromium}. Install it (apt-get install -y chromium) or set CHROMIUM_PATH.`);
  process.exit(1);
}

// STORYBOOK_OUT: another folder, so two people (or a person and CI) can build at once.
const out = process.env.STORYBOOK_OUT ?? 'storybook-static';
if (!process.argv.includes('--no-build')) {
  await run('npx', ['storybook', 'build', '--quiet', '-o', out]);
}
let index;
/** The built Storybook's index, read once. */
const storyIndex = () => (index ??= JSON.parse(readFileSync(path.join(out, 'index.json'), 'utf8')));
const storyEntries = () => Object.values(storyIndex().entries);

/** A story file named on the command line, as the pattern of the test files of its titles; anything else as given. */
function testFilesOf(arg) {
  if (!/\.stories\.[jt]sx?$/.test(arg)) return [arg];
  const wanted = `./${path.normalize(arg)}`;
  const titleIds = new Set(storyEntries().filter((entry) => entry.type === 'story' && entry.importPath === wanted).map((entry) => entry.id.split('--')[0]));
  if (!titleIds.size) throw new Error(`${arg}: Storybook's index has no story from this file`);
  return [...titleIds].map((titleId) => `/${titleId}\\.test\\.js$`);
}

/**
 * Stories per test file in a whole run: enough to spread the file's set-up, few enough that the two
 * workers end together. Jest starts the largest file first; 19 groups of about 80 (37 of 40 before)
 * save about 80 s of the stage, by a simulation of the per-story times of a whole run.
 */
const GROUP_SIZE = 80;

/** index.json with neighbouring titles under one group title, none split, in Storybook's order. */
function groupedIndex() {
  const byTitle = new Map();
  for (const entry of storyEntries()) {
    if (entry.type !== 'story') continue;
    byTitle.set(entry.title, [...(byTitle.get(entry.title) ?? []), entry]);
  }
  const grouped = {};
  let group = 0;
  let size = 0;
  for (const [title, stories] of byTitle) {
    if (size >= GROUP_SIZE || !group) [group, size] = [group + 1, 0];
    size += stories.length;
    const groupTitle = `group ${String(group).padStart(2, '0')}`;
    for (const story of stories) grouped[story.id] = { ...story, title: groupTitle, name: `${title} › ${story.name}` };
  }
  return JSON.stringify({ ...storyIndex(), entries: grouped });
}

const extra = process.argv.slice(2).filter((arg) => arg !== '--no-build');
const wholeRun = extra.every((arg) => arg.startsWith('-'));
const grouped = wholeRun ? groupedIndex() : undefined;
const { server, port } = await serveStatic(out, '127.0.0.1', (req, pathname) =>
  pathname === '/index.json' && req.headers['x-test-groups'] ? grouped : undefined,
);
try {
  await run('npx', ['test-storybook', '--url', `http://127.0.0.1:${port}`, '--index-json', '--maxWorkers=2', ...extra.flatMap(testFilesOf)]);
} catch (error) {
  console.error(error.message);
  process.exitCode = 1;
} finally {
  server.close();
}
