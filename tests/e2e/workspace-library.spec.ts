import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { desktopOnly, register, signOut, uniqueEmail } from './support';
import { acceptInvitation, invite, openWorkspaces } from './workspace-steps';

// Issue 15's journeys in local mode: a workspace holds the team's scripts, videos and thumbnails,
// every member sees them in the Library, a viewer changes nothing, and a reload keeps it all.

/** Exports the designer's thumbnail; the PNG's bytes. */
async function exportThumbnail(page: Page): Promise<Buffer> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  return readFile(await (await downloading).path());
}

async function libraryTab(page: Page, tab: 'Scripts' | 'Videos' | 'Thumbnails') {
  await page.getByRole('tab', { name: tab }).click();
  return page.getByRole('tabpanel');
}

test(
  'an owner saves a script, makes a video from it and saves a thumbnail; members see them in the Library; a viewer changes nothing',
  desktopOnly,
  async ({ page }) => {
    test.setTimeout(300_000);
    const memberEmail = uniqueEmail('lib-member');
    const viewerEmail = uniqueEmail('lib-viewer');

    await register(page, uniqueEmail('lib-owner'), 'Olivia');
    await invite(page, memberEmail, 'member');
    await invite(page, viewerEmail, 'viewer');

    // The script is saved as it is typed, and a video is made from it.
    await page.goto('/dashboard/video-creator');
    await page.getByLabel('Title').fill('Launch day');
    await page
      .getByRole('textbox', { name: 'Your script' })
      .fill('Launch day is here.\nMeet the new Creator OS.');
    await expect(page.getByTestId('script-save-status')).toHaveText('Saved', { timeout: 20_000 });
    await expect(page).toHaveURL(/\?script=[0-9a-f-]{36}$/);
    await page.getByRole('button', { name: /Generate Video from Script/ }).click();
    await expect(page.locator('video[aria-label="Generated video"]')).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole('link', { name: 'find it in the Library' })).toHaveAttribute(
      'href',
      '/dashboard/library?tab=videos',
    );

    // A thumbnail is saved, and reopened after a reload it exports the very same PNG.
    await page.goto('/dashboard/thumbnail-designer');
    await page.getByRole('button', { name: /Before\/After/ }).click();
    const before = await exportThumbnail(page);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const saveDialog = page.getByRole('dialog', { name: 'Save thumbnail' });
    await saveDialog.getByLabel('Name').fill('Launch cover');
    await saveDialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page).toHaveURL(/\?thumbnail=[0-9a-f-]{36}$/);
    await expect(page.getByTestId('save-status')).toHaveText('Saved');
    await page.reload();
    await expect(page.getByTestId('design-name')).toHaveText('Launch cover');
    const after = await exportThumbnail(page);
    expect(after.equals(before)).toBe(true);

    // The Library has all three after a reload.
    await page.goto('/dashboard/library');
    await expect(
      (await libraryTab(page, 'Scripts')).getByRole('link', { name: 'Launch day', exact: true }),
    ).toBeVisible();
    await expect((await libraryTab(page, 'Videos')).getByText('Launch day is here.')).toBeVisible();
    await expect(
      (await libraryTab(page, 'Thumbnails')).getByRole('link', { name: 'Launch cover', exact: true }),
    ).toBeVisible();
    await signOut(page);

    // An invited member sees all three, and may duplicate but not change the owner's.
    await register(page, memberEmail, 'Max');
    await acceptInvitation(page, "Olivia's workspace");
    await page.goto('/dashboard/library');
    let panel = await libraryTab(page, 'Scripts');
    await expect(panel.getByRole('link', { name: 'Launch day', exact: true })).toBeVisible();
    await expect(panel.getByText(/Olivia Hopper/)).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Duplicate Launch day' })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Delete Launch day' })).toHaveCount(0);
    await expect((await libraryTab(page, 'Videos')).getByText('Launch day is here.')).toBeVisible();
    await expect(
      (await libraryTab(page, 'Thumbnails')).getByRole('link', { name: 'Launch cover', exact: true }),
    ).toBeVisible();
    await signOut(page);

    // A viewer sees them all, with no control that changes anything, anywhere.
    await register(page, viewerEmail, 'Vera');
    await acceptInvitation(page, "Olivia's workspace");
    await page.goto('/dashboard/library');
    panel = await libraryTab(page, 'Scripts');
    await expect(panel.getByRole('link', { name: 'Launch day', exact: true })).toBeVisible();
    await expect(panel.getByText(/Olivia Hopper/)).toBeVisible();
    await expect(panel.getByRole('button', { name: /Rename|Duplicate|Delete/ })).toHaveCount(0);
    panel = await libraryTab(page, 'Thumbnails');
    await expect(panel.getByRole('link', { name: 'Launch cover', exact: true })).toBeVisible();
    await expect(panel.getByRole('button', { name: /Rename|Duplicate|Delete/ })).toHaveCount(0);
    await panel.getByRole('link', { name: 'Open Launch cover' }).click();
    await expect(page.getByTestId('design-name')).toHaveText('Launch cover');
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
    await page.goto('/dashboard/library');
    await (await libraryTab(page, 'Scripts')).getByRole('link', { name: 'Open Launch day' }).click();
    await expect(page.getByRole('textbox', { name: 'Your script' })).toHaveValue(/^Launch day is here\./);
    await expect(page.getByRole('button', { name: 'Save script' })).toHaveCount(0);
  },
);

test(
  'templates: one saved from a script, exported, and imported into another workspace',
  desktopOnly,
  async ({ page }) => {
    test.setTimeout(180_000);
    await register(page, uniqueEmail('tpl'), 'Tess');

    await page.goto('/dashboard/video-creator');
    await page.getByLabel('Title').fill('Product tour');
    await page
      .getByRole('textbox', { name: 'Your script' })
      .fill('# Hook\nStill editing by hand?\n# Demo\nWatch this.');
    await page.getByRole('button', { name: 'Save as template' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save as template' });
    await expect(dialog.getByLabel('Section 1 title')).toHaveValue('Hook');
    await expect(dialog.getByLabel('Section 2 title')).toHaveValue('Demo');
    await dialog.getByRole('button', { name: 'Save template' }).click();
    await expect(dialog).toBeHidden();

    await page.goto('/dashboard/templates');
    await expect(page.getByRole('button', { name: /Product tour/ })).toBeVisible();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export All' }).click();
    const file = await (await downloading).path();
    const exported = JSON.parse(await readFile(file, 'utf8')) as { templates: { name: string }[] };
    expect(exported.templates.map((t) => t.name)).toContain('Product tour');

    // Into a second workspace: the workspace's own template comes in, the built-ins are skipped.
    const panel = await openWorkspaces(page);
    await panel.getByLabel('New workspace').fill('Second Channel');
    await panel.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByRole('button', { name: 'Workspace: Second Channel' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: /Product tour/ })).toHaveCount(0);
    await page.getByLabel('Templates file to import').setInputFiles(file);
    await expect(page.getByText(/^Imported 1 template \(6 skipped: already here\)$/)).toBeVisible();
    await expect(page.getByRole('button', { name: /Product tour/ })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: /Product tour/ })).toBeVisible();
  },
);
