import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { desktopOnly, register, uniqueEmail } from './support';

test(
  'Use This Template opens the Video Creator with the template as the script',
  desktopOnly,
  async ({ page }) => {
    await register(page, uniqueEmail('templates'));
    await page.goto('/dashboard/templates');
    await expect(page.getByRole('heading', { level: 1, name: 'Templates & Swipes' })).toBeVisible();

    await page.getByRole('button', { name: /30-Day Fitness Transformation/ }).click();
    const detail = page.getByRole('region', { name: '30-Day Fitness Transformation' });
    await expect(detail.getByText('Midpoint')).toBeVisible();
    await detail.getByRole('button', { name: 'Use This Template' }).click();

    await expect(page).toHaveURL(/\/dashboard\/video-creator$/);
    await expect(page.getByRole('heading', { level: 1, name: 'AI Video Creator' })).toBeVisible();
    const script = page.getByRole('textbox', { name: 'Your script' });
    await expect(script).toHaveValue(/^HOOK:\nI did 100 push-ups every day for 30 days\./);
    await expect(script).toHaveValue(/CALL TO ACTION:\nGrab the free 30-day plan/);
  },
);

test('Thumbnail Designer exports a 1280x720 PNG', desktopOnly, async ({ page }) => {
  await register(page, uniqueEmail('thumbs'));
  await page.goto('/dashboard/thumbnail-designer');
  await expect(page.getByRole('heading', { level: 1, name: 'Thumbnail Designer' })).toBeVisible();
  await page.getByRole('button', { name: /Before\/After/ }).click();
  await expect(page.getByRole('button', { name: 'Hide Before Label' })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('thumbnail-1280x720.png');
  const bytes = await readFile((await download.path())!);
  // PNG signature, then the IHDR chunk: width and height are big-endian at bytes 16-23.
  expect([...bytes.subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
  expect(bytes.toString('ascii', 12, 16)).toBe('IHDR');
  expect(bytes.readUInt32BE(16)).toBe(1280);
  expect(bytes.readUInt32BE(20)).toBe(720);
  // A drawn picture, not an empty canvas.
  expect(bytes.length).toBeGreaterThan(5_000);
});
