import { expect, test } from '@playwright/test';
import { desktopOnly, register, signOut, uniqueEmail } from './support';
import { openWorkspaces, signIn } from './workspace-steps';

test(
  'the owner sees an invited member, makes them a viewer, revokes an invitation and removes them',
  desktopOnly,
  async ({ page }) => {
    test.slow(); // two sign-ups and a sign-in on the in-browser backend
    const ownerEmail = uniqueEmail('owner');
    const inviteeEmail = uniqueEmail('invitee');
    const pendingEmail = uniqueEmail('pending');

    await register(page, ownerEmail, 'Olivia');
    let panel = await openWorkspaces(page);
    await panel.getByLabel('New workspace').fill('Members Crew');
    await panel.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByRole('button', { name: 'Workspace: Members Crew' })).toBeVisible();
    for (const email of [inviteeEmail, pendingEmail]) {
      await panel.getByLabel('Email').fill(email);
      await panel.getByLabel('Role').selectOption('member');
      await panel.getByRole('button', { name: 'Send invite' }).click();
      await expect(page.getByText(`Invitation sent to ${email}`)).toBeVisible();
    }
    await page.keyboard.press('Escape');
    await signOut(page);

    await register(page, inviteeEmail, 'Ivy');
    panel = await openWorkspaces(page);
    await panel.getByRole('region', { name: 'Invitations' }).getByRole('button', { name: 'Accept' }).click();
    await expect(page.getByText('You joined Members Crew')).toBeVisible();
    await page.keyboard.press('Escape');
    await signOut(page);

    await signIn(page, ownerEmail);
    panel = await openWorkspaces(page);
    await panel.getByRole('button', { name: 'Manage members' }).click();
    const dialog = page.getByRole('dialog', { name: 'Members of Members Crew' });
    await expect(dialog).toBeVisible();
    await expect(panel).toBeHidden();
    await expect(dialog.getByText('Ivy Hopper')).toBeVisible();
    await expect(dialog.getByText(inviteeEmail)).toBeVisible();
    await expect(dialog.getByText('2 members · Your role: Owner')).toBeVisible();
    await expect(dialog.getByRole('combobox')).toHaveCount(1);
    // Nothing wider than the screen, on a phone as on a desktop.
    expect(await dialog.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    await dialog.getByRole('combobox', { name: 'Role for Ivy Hopper' }).selectOption('viewer');
    await expect(page.getByText('Role updated')).toBeVisible();
    await expect(dialog.getByRole('combobox', { name: 'Role for Ivy Hopper' })).toHaveValue('viewer');

    await dialog.getByRole('button', { name: `Revoke invitation for ${pendingEmail}` }).click();
    await expect(page.getByText('Invitation revoked')).toBeVisible();
    await expect(dialog.getByText('No pending invitations.')).toBeVisible();

    await dialog.getByRole('button', { name: 'Remove Ivy Hopper' }).click();
    await dialog
      .getByRole('group', { name: 'Remove Ivy Hopper from Members Crew?' })
      .getByRole('button', { name: 'Remove', exact: true })
      .click();
    await expect(page.getByText('Ivy Hopper was removed')).toBeVisible();
    await expect(dialog.getByText(inviteeEmail)).toHaveCount(0);
    await expect(dialog.getByText('1 member · Your role: Owner')).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Workspace: Members Crew' })).toBeFocused();
  },
);

test('a member sees the list read-only and leaves the workspace', desktopOnly, async ({ page }) => {
  test.slow(); // two sign-ups on the in-browser backend
  const ownerEmail = uniqueEmail('owner');
  const memberEmail = uniqueEmail('member');

  await register(page, ownerEmail, 'Olivia');
  let panel = await openWorkspaces(page);
  await panel.getByLabel('New workspace').fill('Home Base');
  await panel.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('button', { name: 'Workspace: Home Base' })).toBeVisible();
  await panel.getByLabel('New workspace').fill('Side Project');
  await panel.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('button', { name: 'Workspace: Side Project' })).toBeVisible();
  await panel.getByLabel('Email').fill(memberEmail);
  await panel.getByLabel('Role').selectOption('viewer');
  await panel.getByRole('button', { name: 'Send invite' }).click();
  await expect(page.getByText(`Invitation sent to ${memberEmail}`)).toBeVisible();
  await page.keyboard.press('Escape');
  await signOut(page);

  await register(page, memberEmail, 'Ivy');
  panel = await openWorkspaces(page);
  await panel.getByLabel('New workspace').fill('My Own');
  await panel.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('button', { name: 'Workspace: My Own' })).toBeVisible();
  await panel.getByRole('region', { name: 'Invitations' }).getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByRole('button', { name: 'Workspace: Side Project' })).toBeVisible();

  await panel.getByRole('button', { name: 'Manage members' }).click();
  const dialog = page.getByRole('dialog', { name: 'Members of Side Project' });
  await expect(dialog.getByText('Olivia Hopper')).toBeVisible();
  await expect(dialog.getByText('2 members · Your role: Viewer')).toBeVisible();
  await expect(dialog.getByRole('combobox')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: /^Remove/ })).toHaveCount(0);

  await dialog.getByRole('button', { name: 'Leave workspace' }).click();
  await dialog
    .getByRole('group', { name: /^Leave Side Project\?/ })
    .getByRole('button', { name: 'Leave workspace' })
    .click();
  await expect(page.getByText('You left Side Project')).toBeVisible();
  await expect(dialog).toBeHidden();
  // Back in the first of their workspaces: the personal one from sign-up.
  await expect(page.getByRole('button', { name: "Workspace: Ivy's workspace" })).toBeVisible();
  panel = await openWorkspaces(page);
  await expect(panel.getByText('Side Project')).toHaveCount(0);
});
