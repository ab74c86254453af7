import { expect, test, type Page } from '@playwright/test';
import { collectConsoleErrors } from './screen-checks';
import { desktopOnly, register, uniqueEmail } from './support';

/**
 * Stands in for Meta's fbevents.js (no network here): takes over the queueing fbq the app set up,
 * as the real script does, and records every call.
 */
const FBEVENTS_STUB = `(function () {
  var fbq = window.fbq;
  if (!fbq) return;
  window.__fbqCalls = [];
  fbq.callMethod = function () { window.__fbqCalls.push(Array.prototype.slice.call(arguments)); };
  (fbq.queue || []).forEach(function (args) { fbq.callMethod.apply(null, args); });
  fbq.queue = [];
})();`;

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'xi-api-key, authorization, accept',
  'Access-Control-Allow-Methods': 'GET, OPTIONS',
};

async function stubThirdParties(page: Page) {
  await page.route('https://connect.facebook.net/**', (route) =>
    route.fulfill({ contentType: 'application/javascript', body: FBEVENTS_STUB }),
  );
  await page.route('https://www.googletagmanager.com/**', (route) =>
    route.fulfill({ contentType: 'application/javascript', body: '/* tag stub */' }),
  );
  // ElevenLabs' account read: this key is accepted, any other refused.
  await page.route('https://api.elevenlabs.io/v1/user', (route) => {
    const request = route.request();
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS });
    const ok = request.headers()['xi-api-key'] === 'el-good-key';
    return route.fulfill({
      status: ok ? 200 : 401,
      headers: CORS,
      contentType: 'application/json',
      body: ok ? '{"subscription":{"tier":"free"}}' : '{"detail":"invalid_api_key"}',
    });
  });
}

const pixelScripts = (page: Page) => page.locator('script[data-tracking-pixel]');

test(
  'a Meta pixel loads its script and receives events; own API keys are saved in this browser',
  desktopOnly,
  async ({ page }) => {
    await stubThirdParties(page);
    await register(page, uniqueEmail('pixels'));
    const errors = collectConsoleErrors(page);

    await page.goto('/dashboard/settings?tab=tracking');
    await expect(page.getByRole('heading', { level: 2, name: 'Tracking & Analytics' })).toBeVisible();
    await expect(page.getByText('No tracking pixels yet')).toBeVisible();

    await page.getByRole('button', { name: 'Add Pixel' }).click();
    const form = page.getByRole('dialog', { name: 'Add Tracking Pixel' });
    await expect(form.getByLabel('Type')).toHaveValue('meta');
    await form.getByRole('button', { name: 'Add Pixel' }).click();
    await expect(form.getByRole('alert')).toHaveText('Please fill in all required fields');
    await form.getByLabel(/Pixel name/).fill('Main Meta Pixel');
    await form.getByLabel(/Pixel ID/).fill('123456789012345');
    await form.getByRole('button', { name: 'Add Pixel' }).click();
    await expect(form).toBeHidden();
    await expect(page.getByRole('switch', { name: 'Main Meta Pixel active' })).toHaveAttribute(
      'aria-checked',
      'true',
    );

    // The runtime loads the pixel's script once, inits it and sends the page view.
    await expect(pixelScripts(page)).toHaveCount(1);
    await expect(pixelScripts(page)).toHaveAttribute('src', 'https://connect.facebook.net/en_US/fbevents.js');
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __fbqCalls?: unknown[] }).__fbqCalls))
      .toEqual([
        ['init', '123456789012345'],
        ['trackSingle', '123456789012345', 'PageView'],
      ]);

    await page.getByRole('tab', { name: 'Testing & Debug' }).click();
    await page.getByRole('button', { name: 'Test Main Meta Pixel' }).click();
    const result = page.getByRole('listitem').filter({ hasText: 'Main Meta Pixel' }).locator('[aria-live]');
    await expect(result).toHaveText('loaded');
    await page.getByRole('button', { name: 'Send test event to Main Meta Pixel' }).click();
    await expect(page.getByRole('list', { name: 'Events sent' })).toContainText('test_event');
    await expect(page.getByRole('list', { name: 'Events sent' })).toContainText('Sent to Main Meta Pixel');
    expect(
      await page.evaluate(() => (window as unknown as { __fbqCalls: unknown[][] }).__fbqCalls.at(-1)),
    ).toEqual([
      'trackSingleCustom',
      '123456789012345',
      'test_event',
      { source: 'settings_testing_debug', pixel_name: 'Main Meta Pixel' },
    ]);

    // After a reload the pixel is still there and loads again, once.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(pixelScripts(page)).toHaveCount(1);

    // API Keys: a key tested against the provider (stubbed), saved, and still there after a reload.
    await page.getByRole('tab', { name: 'API Keys' }).click();
    const key = page.getByLabel('Eleven Labs API key', { exact: true });
    await expect(key).toHaveAttribute('type', 'password');
    await key.fill('  el-good-key ');
    await page.getByRole('button', { name: 'Test Eleven Labs API key' }).click();
    await expect(page.getByText('API key is valid and working correctly')).toBeVisible();
    await key.fill('el-wrong-key');
    await expect(page.getByText('API key is valid and working correctly')).toBeHidden();
    await page.getByRole('button', { name: 'Test Eleven Labs API key' }).click();
    await expect(page.getByText('API key is invalid or there was an error connecting')).toBeVisible();
    await key.fill('el-good-key');
    await page.getByRole('button', { name: 'Move Pika up' }).click();
    await page.getByRole('button', { name: 'Save Keys' }).click();
    await expect(
      page.getByText('API keys saved successfully! They will be active immediately.'),
    ).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Eleven Labs API key', { exact: true })).toHaveValue('el-good-key');
    expect(await page.evaluate(() => localStorage.getItem('video_provider_priority'))).toBe(
      '["pika","wavespeed","replicate","mock"]',
    );

    // The landing page never loads the pixels.
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(pixelScripts(page)).toHaveCount(0);

    // Chromium logs every non-2xx answer; the refused key above was refused on purpose.
    const refusedKey =
      'the server responded with a status of 401 (Unauthorized) (https://api.elevenlabs.io/v1/user)';
    expect(errors.filter((error) => !error.endsWith(refusedKey))).toEqual([]);
    expect(errors.filter((error) => error.endsWith(refusedKey))).toHaveLength(1);
  },
);
