import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../contract/messages';
import type { App } from '../app';
import { createAccount, createTechnician, type TestAccount } from '../test/fixtures';
import { createTestApp } from '../test/test-app';
import { AUTH_COOKIE } from '../../contract/constants';

describe('the design workbench at /workbench/', () => {
  let app: App;
  let root: string;
  let staff: TestAccount;
  let customer: TestAccount;
  let technician: TestAccount;
  const cookie = (account: TestAccount) => ({ cookie: `${AUTH_COOKIE}=${account.token}` });

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'garage-workbench-'));
    await mkdir(path.join(root, 'storybook', 'assets'), { recursive: true });
    await mkdir(path.join(root, 'report'), { recursive: true });
    await writeFile(path.join(root, 'storybook', 'index.html'), '<!doctype html><title>Storybook</title><script>window.CONFIG_TYPE="PRODUCTION"</script>');
    await writeFile(path.join(root, 'storybook', 'assets', 'manager-abc123.js'), 'console.log(1)');
    await writeFile(path.join(root, 'report', 'index.html'), '<!doctype html><title>Báo cáo</title>');
    await writeFile(path.join(root, 'secret.txt'), 'không được đọc');
    app = await createTestApp({ workbenchDir: path.join(root, 'storybook'), workbenchReportDir: path.join(root, 'report') });
    [staff, customer, technician] = await Promise.all([createAccount(app, { roles: ['admin'] }), createAccount(app), createTechnician(app)]);
  });

  afterAll(async () => {
    await app.close();
    await rm(root, { recursive: true, force: true });
  });

  it('serves the built Storybook to staff signed in with the login cookie, with a policy that lets Storybook run', async () => {
    const answer = await app.inject({ url: '/workbench/', headers: cookie(staff) });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('CONFIG_TYPE');
    expect(answer.headers['content-security-policy']).toContain("script-src 'self' 'unsafe-inline'");
    expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(answer.headers['cache-control']).toBe('private, no-cache');
    expect(answer.headers['x-robots-tag']).toContain('noindex');

    const asset = await app.inject({ url: '/workbench/assets/manager-abc123.js', headers: cookie(staff) });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('private');

    const report = await app.inject({ url: '/workbench/visual-report/', headers: cookie(staff) });
    expect(report.statusCode).toBe(200);
    expect(report.body).toContain('Báo cáo');
  });

  it('tells anyone else why not, in Vietnamese, and shows none of it', async () => {
    const anonymous = await app.inject({ url: '/workbench/' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).toContain(messages.workbench.signInNeeded);
    expect(anonymous.body).not.toContain('CONFIG_TYPE');

    for (const account of [customer, technician]) {
      const refused = await app.inject({ url: '/workbench/assets/manager-abc123.js', headers: cookie(account) });
      expect(refused.statusCode).toBe(403);
      expect(refused.body).toContain(messages.workbench.staffOnly);
    }
  });

  it('redirects the bare address, and never reads outside the build', async () => {
    const bare = await app.inject({ url: '/workbench', headers: cookie(staff) });
    expect(bare.statusCode).toBe(301);
    expect(bare.headers.location).toBe('/workbench/');

    for (const url of ['/workbench/../secret.txt', '/workbench/%2e%2e/secret.txt', '/workbench/visual-report/../../secret.txt', '/workbench/missing.js']) {
      const answer = await app.inject({ url, headers: cookie(staff) });
      expect(answer.statusCode, url).not.toBe(200);
      expect(answer.body).not.toContain('không được đọc');
    }
  });

  it('says so when the server has no build', async () => {
    const bare = await createTestApp({ workbenchDir: path.join(root, 'none'), workbenchReportDir: path.join(root, 'none') });
    try {
      const admin = await createAccount(bare, { roles: ['admin'] });
      const answer = await bare.inject({ url: '/workbench/', headers: cookie(admin) });
      expect(answer.statusCode).toBe(404);
      expect(answer.body).toContain(messages.workbench.notBuilt);
    } finally {
      await bare.close();
    }
  });
});
