import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations, expectNoSidewaysScroll } from './screen-checks';
import { desktopOnly, register, uniqueEmail } from './support';

// Local mode: the server functions run in the browser with the mock video provider (processing
// up to 95% for 5 s, then completed with a sample video) and the mock voice.

async function openCreator(page: Page) {
  await page.goto('/dashboard/video-creator');
  await expect(page.getByRole('heading', { level: 1, name: 'AI Video Creator' })).toBeVisible();
}

/** The values the progress bar shows until it reaches 100 (or the time runs out). */
async function watchProgress(page: Page): Promise<number[]> {
  const bar = page.getByRole('progressbar', { name: 'Video generation progress' });
  const seen: number[] = [];
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const now = Number(await bar.getAttribute('aria-valuenow', { timeout: 5_000 }).catch(() => NaN));
    if (!Number.isNaN(now) && seen.at(-1) !== now) seen.push(now);
    if (now === 100) break;
    await page.waitForTimeout(150);
  }
  return seen;
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
    await page.getByRole('button', { name: /Generate Video from Script/ }).click();

    await expect(page.getByText('Using Mock API')).toBeVisible();
    const seen = await watchProgress(page);
    expect(seen.at(-1), `progress seen: ${seen.join(', ')}`).toBe(100);
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
