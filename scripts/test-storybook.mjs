// Builds the static Storybook, serves it on a free loopback port and runs every story's
// play function and axe check in Debian's Chromium through @storybook/test-runner.
import { spawn } from 'node:child_process';
import { serveStatic } from './static-server.mjs';
import { existsSync } from 'node:fs';

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
const { server, port } = await serveStatic(out);
try {
  const extra = process.argv.slice(2).filter((arg) => arg !== '--no-build');
  await run('npx', ['test-storybook', '--url', `http://127.0.0.1:${port}`, '--maxWorkers=2', ...extra]);
} catch (error) {
  console.error(error.message);
  process.exitCode = 1;
} finally {
  server.close();
}
