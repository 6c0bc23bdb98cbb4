import { expect, test } from '@playwright/test';

declare global {
  interface Window {
    inlineRan?: boolean;
  }
}

/**
 * The Content-Security-Policy as Chromium applies it: the sign-in SDKs of Google and Facebook
 * may load (answered here by stand-ins: this machine cannot reach them), an injected inline
 * script may not. Every other spec fails on any console error, a CSP refusal included.
 */
test('the CSP lets the Google and Facebook sign-in scripts load and refuses inline script', async ({ page }) => {
  await page.route('https://accounts.google.com/gsi/client', (route) => route.fulfill({ contentType: 'text/javascript', body: 'void 0;' }));
  await page.route('https://connect.facebook.net/**', (route) => route.fulfill({ contentType: 'text/javascript', body: 'void 0;' }));
  page.on('console', () => undefined);
  await page.goto('/');

  const outcome = await page.evaluate(async () => {
    const violations: string[] = [];
    document.addEventListener('securitypolicyviolation', (event) => violations.push(`${event.effectiveDirective} ${event.blockedURI}`));
    const load = (src: string) =>
      new Promise<string>((resolve) => {
        const script = document.createElement('script');
        script.src = src;
        script.onload = () => resolve('loaded');
        script.onerror = () => resolve('refused');
        document.head.append(script);
      });
    const google = await load('https://accounts.google.com/gsi/client');
    const facebook = await load('https://connect.facebook.net/vi_VN/sdk.js');
    const inline = document.createElement('script');
    inline.textContent = 'window.inlineRan = true;';
    document.head.append(inline);
    const elsewhere = await load('https://example.com/tracker.js');
    return { google, facebook, elsewhere, inlineRan: window.inlineRan === true, violations };
  });

  expect(outcome).toMatchObject({ google: 'loaded', facebook: 'loaded', elsewhere: 'refused', inlineRan: false });
  expect(outcome.violations).toEqual(['script-src-elem inline', 'script-src-elem https://example.com/tracker.js']);
});
