import { expect, test } from '@playwright/test';
import { desktopOnly, register, signOut, uniqueEmail } from './support';
import { openWorkspaces } from './workspace-steps';

test(
  'an owner invites by email; the invitee accepts; an outsider sees nothing',
  desktopOnly,
  async ({ page }) => {
    const inviteeEmail = uniqueEmail('invitee');

    await register(page, uniqueEmail('owner'), 'Olivia');
    // Everyone starts in a personal workspace of their own.
    await expect(page.getByRole('button', { name: "Workspace: Olivia's workspace" })).toBeVisible();
    let panel = await openWorkspaces(page);
    await expect(panel.getByRole('button', { name: /Olivia's workspace/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await panel.getByLabel('New workspace').fill('Launch Crew');
    await panel.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByRole('button', { name: 'Workspace: Launch Crew' })).toBeVisible();
    await panel.getByLabel('Email').fill(inviteeEmail);
    await panel.getByLabel('Role').selectOption('member');
    await panel.getByRole('button', { name: 'Send invite' }).click();
    await expect(page.getByText(`Invitation sent to ${inviteeEmail}`)).toBeVisible();
    await page.keyboard.press('Escape');
    await signOut(page);

    await register(page, uniqueEmail('outsider'), 'Oscar');
    await expect(page.getByRole('button', { name: "Workspace: Oscar's workspace" })).toBeVisible();
    panel = await openWorkspaces(page);
    await expect(panel.getByText('Launch Crew')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await signOut(page);

    await register(page, inviteeEmail, 'Ivy');
    panel = await openWorkspaces(page);
    const invitations = panel.getByRole('region', { name: 'Invitations' });
    await expect(invitations.getByText(/Launch Crew\s*invites you as\s*member/)).toBeVisible();
    await invitations.getByRole('button', { name: 'Accept' }).click();
    await expect(page.getByText('You joined Launch Crew')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Workspace: Launch Crew' })).toBeVisible();
  },
);

test('the sidebar lists the 20 entries in order and every page renders', async ({ page, isMobile }) => {
  await register(page, uniqueEmail('nav'));
  if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
  const nav = page.getByRole('navigation', { name: 'Main' });
  const links = nav.getByRole('link');
  await expect(links).toHaveCount(20);
  await expect(links.first()).toHaveText('Dashboard');
  await expect(links.last()).toHaveText('Admin Dashboard');
  await expect(nav.getByRole('link', { name: 'My Plan & Credits' })).toHaveAttribute(
    'href',
    '/dashboard/settings?tab=billing',
  );
  await nav.getByRole('link', { name: 'Campaigns' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Campaigns' })).toBeVisible();
  await expect(page.getByPlaceholder('Search campaigns...')).toBeVisible();
  if (isMobile) await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expect(page.getByPlaceholder('Search campaigns, videos, templates...')).toBeVisible({
    visible: !isMobile,
  });
});

test('a link to a later settings tab shows that tab in the tab list, on a phone too', async ({ page }) => {
  await register(page, uniqueEmail('tabs'), 'Tara');
  await page.goto('/dashboard/settings?tab=data');
  const tab = page.getByRole('tab', { name: 'Data Export' });
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  // On a phone the twelve tabs scroll sideways; the list scrolls the chosen one into sight.
  await expect(tab).toBeInViewport({ ratio: 1 });
});
