// The flags every Chromium of the project's tools starts with (e2e, Storybook's test-runner, the
// visual test, the budget and Lighthouse): no sandbox in containers, no GPU, no network chatter
// of Chromium's own.
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
