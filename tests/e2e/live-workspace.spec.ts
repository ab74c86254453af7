import { expect, test } from '@playwright/test';
import { expectNoSidewaysScroll } from './screen-checks';
import { desktopOnly, register, signOut, uniqueEmail } from './support';
import { acceptInvitation, invite, signIn } from './workspace-steps';

// Issue 16's live screens in local mode: the browser's one database is shared by its tabs, and a
// change made in one tab shows in another tab's open screen without a reload (the database's
// NOTIFY, forwarded to every tab by the worker that holds the database; src/lib/live).

test(
  'a script saved in one tab appears in the Library open in another, without a reload',
  desktopOnly,
  async ({ page, context }) => {
    test.setTimeout(180_000);
    await register(page, uniqueEmail('live-tabs'));
    await page.goto('/dashboard/library');
    await expect(page.getByRole('tab', { name: 'Scripts' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').getByText('Launch day')).toBeHidden();

    const other = await context.newPage();
    await other.goto('/dashboard/video-creator');
    await other.getByLabel('Title').fill('Launch day');
    await other.getByRole('textbox', { name: 'Your script' }).fill('Launch day is here.');
    await expect(other.getByTestId('script-save-status')).toHaveText('Saved', { timeout: 20_000 });

    // The first tab was not touched: the Library shows the new script by itself.
    await expect(
      page.getByRole('tabpanel').getByRole('link', { name: 'Launch day', exact: true }),
    ).toBeVisible({
      timeout: 15_000,
    });
    await other.close();
  },
);

test(
  'two members in two tabs: a comment sent in one appears in the other, without a reload',
  desktopOnly,
  async ({ page, context }) => {
    test.setTimeout(300_000);
    const ownerEmail = uniqueEmail('live-owner');
    const memberEmail = uniqueEmail('live-member');
    await register(page, ownerEmail, 'Olivia');
    await invite(page, memberEmail, 'member');
    await signOut(page);
    await register(page, memberEmail, 'Max');
    await acceptInvitation(page, "Olivia's workspace");
    await signOut(page);

    // Each tab keeps its own session ("Remember me" off): the owner here, the member in a second tab.
    await signIn(page, ownerEmail, { remember: false });
    // The member is on a phone-sized window.
    const memberTab = await context.newPage();
    await memberTab.setViewportSize({ width: 390, height: 844 });
    await signIn(memberTab, memberEmail, { remember: false });
    await expect(memberTab.getByRole('button', { name: "Workspace: Olivia's workspace" })).toBeVisible();

    for (const tab of [page, memberTab]) {
      await tab.goto('/dashboard/collaboration');
      await tab.getByRole('button', { name: /Summer Product Launch/ }).click();
    }
    const ownerView = page.getByRole('region', { name: 'Summer Product Launch' });
    const memberView = memberTab.getByRole('region', { name: 'Summer Product Launch' });
    await expect(ownerView.getByText('Cut for the teaser is on the drive.')).toBeHidden();

    await memberView.getByPlaceholder('Add a comment...').fill('Cut for the teaser is on the drive.');
    await memberView.getByRole('button', { name: 'Send' }).click();
    await expect(memberView.getByText('Cut for the teaser is on the drive.')).toBeVisible();
    await expectNoSidewaysScroll(memberTab, 'Collaboration at 390 px with a project open');

    // The owner's tab was not touched.
    await expect(ownerView.getByText('Cut for the teaser is on the drive.')).toBeVisible({ timeout: 15_000 });
    await memberTab.close();
  },
);
