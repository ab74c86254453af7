import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations, expectNoSidewaysScroll } from './screen-checks';
import { desktopOnly, register, uniqueEmail } from './support';

// Local mode: the server functions run in the browser with the mock video provider (processing
// up to 95% for 5 s, then completed with a sample video) and the mock voice.

async function openCreator(page: Page) {
  await page.goto('/dashboard/video-creator');
  await expect(page.getByRole('heading', { level: 1, name: 'AI Video Creator' })).toBeVisible();
}

/**
 * Records in the page, from now on, every value the progress bar shows (a MutationObserver sees
 * each change as the page renders it, however slowly the test runner polls on a busy machine: a
 * fresh-clone CI run polling from here first saw 60). `values()` reads them.
 */
async function recordProgress(page: Page) {
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { progressSeen: number[] }).progressSeen = seen;
    const read = () => {
      const bar = document.querySelector('[role="progressbar"][aria-label="Video generation progress"]');
      const now = Number(bar?.getAttribute('aria-valuenow') ?? NaN);
      if (!Number.isNaN(now) && seen.at(-1) !== now) seen.push(now);
    };
    new MutationObserver(read).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-valuenow'],
    });
  });
  return {
    values: () => page.evaluate(() => [...(window as unknown as { progressSeen: number[] }).progressSeen]),
  };
}

test(
  'a new user makes a professional video with the mock provider; an energetic one asks to upgrade',
  desktopOnly,
  async ({ page }) => {
    test.setTimeout(150_000);
    await register(page, uniqueEmail('video'));
    await openCreator(page);
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Credits: 5' })).toBeVisible();

    await page.getByRole('button', { name: /Generate Video from Script/ }).click();
    await expect(page.getByText('Please enter a script first')).toBeVisible();

    await page.getByLabel('Load a sample script').selectOption({ label: 'Product Demo' });
    await expect(page.getByRole('textbox', { name: 'Your script' })).toHaveValue(/Meet Creator OS/);
    await expect(page.getByTestId('video-cost')).toHaveText('1 credit');
    const progress = await recordProgress(page);
    await page.getByRole('button', { name: /Generate Video from Script/ }).click();

    await expect(page.getByText('Using Mock API')).toBeVisible();
    await expect.poll(async () => (await progress.values()).at(-1), { timeout: 60_000 }).toBe(100);
    const seen = await progress.values();
    for (let i = 1; i < seen.length; i++) expect(seen[i]).toBeGreaterThanOrEqual(seen[i - 1]);
    expect(seen[0], `progress seen: ${seen.join(', ')}`).toBeLessThanOrEqual(20);

    const video = page.locator('video[aria-label="Generated video"]');
    await expect(video).toBeVisible();
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 30_000 })
      .toBeGreaterThan(0);
    await video.evaluate((v: HTMLVideoElement) => {
      v.muted = true;
      return v.play();
    });
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0);
    await expect(main.getByRole('link', { name: 'Credits: 4' })).toBeVisible();
    const result = page.getByRole('region', { name: 'Your video' });
    await expect(result.getByRole('button', { name: 'Download Video' })).toBeEnabled();

    const download = page.waitForEvent('download');
    await result.getByRole('button', { name: 'Download Video' }).click();
    expect((await download).suggestedFilename()).toMatch(/^creator-os-video-\d{4}-\d{2}-\d{2}\.mp4$/);

    await page.getByLabel('Style').selectOption('energetic');
    await expect(page.getByTestId('video-cost')).toHaveText('5 credits');
    await page.getByRole('button', { name: /Generate Video from Script/ }).click();
    const upgrade = page.getByRole('dialog', { name: 'Upgrade to Pro' });
    await expect(upgrade).toBeVisible();
    await upgrade.getByRole('button', { name: 'Continue with Free Plan' }).click();
    await expect(upgrade).toBeHidden();
    await expect(main.getByRole('link', { name: 'Credits: 4' })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'AI Video Creator' })).toBeVisible();
    const recent = page.getByRole('region', { name: 'Recent videos' });
    const newest = recent.getByRole('listitem').first();
    await expect(newest).toContainText('Tired of spending your whole weekend');
    await expect(newest.getByTestId('recent-video-status')).toHaveText('Completed');
    await expect(recent.getByRole('listitem')).toHaveCount(1);
  },
);

test('Generate Voice makes a voice-over that plays and downloads', desktopOnly, async ({ page }) => {
  test.setTimeout(120_000);
  await register(page, uniqueEmail('voice'));
  await openCreator(page);
  await page
    .getByRole('textbox', { name: 'Your script' })
    .fill('Welcome back to the channel. Today we test the voice.');
  await page.getByRole('radio', { name: /Antoni/ }).check();
  await page.getByRole('button', { name: /Generate Voice/ }).click();

  const audio = page.locator('audio[aria-label="Voice-over"]');
  await expect(audio).toBeVisible();
  await expect
    .poll(() => audio.evaluate((a: HTMLAudioElement) => (Number.isFinite(a.duration) ? a.duration : 0)), {
      timeout: 30_000,
    })
    .toBeGreaterThan(0);
  await expect(page.getByRole('link', { name: 'Download Voice' })).toHaveAttribute(
    'download',
    /^creator-os-voice-\d{4}-\d{2}-\d{2}\.(mp3|wav)$/,
  );
  await expect(page.getByRole('main').getByRole('link', { name: 'Credits: 4' })).toBeVisible();
});

test('every tab is sound at both sizes: no sideways scroll, axe-clean', desktopOnly, async ({ page }) => {
  // Desktop only: it checks both sizes itself.
  test.setTimeout(120_000);
  await register(page, uniqueEmail('video-tabs'));
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    await openCreator(page);
    for (const tab of ['Script to Video', 'Upload & Edit', 'API Testing']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tabpanel', { name: tab })).toBeVisible();
      await expect(page.getByText('Loading your videos…')).toBeHidden();
      await expectNoSidewaysScroll(page, `${tab} at ${viewport.width}px`);
      await expectNoSeriousAxeViolations(page, `${tab} at ${viewport.width}px`);
    }
  }

  await page.getByRole('tab', { name: 'Upload & Edit' }).click();
  await page
    .getByLabel('Video file')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
  await expect(page.getByRole('alert')).toHaveText(
    'File type not supported. Please use: mp4, mov, avi, mkv, webm',
  );
});
