import { expect, test } from '@playwright/test';
import { expectNoSidewaysScroll } from './screen-checks';
import { desktopOnly, register, signOut, uniqueEmail } from './support';
import { acceptInvitation, invite } from './workspace-steps';

// Issue 16: a viewer of a workspace sees its campaigns, projects and tasks and has no control to
// change them (the database refuses anyway: tests/db/campaigns.test.ts and the others), on a
// 390 px phone with no sideways scroll.

test('a viewer sees the team screens with no edit controls, at 390 px', desktopOnly, async ({ page }) => {
  test.setTimeout(240_000);
  const viewerEmail = uniqueEmail('team-viewer');
  await register(page, uniqueEmail('team-owner'), 'Olivia');
  await invite(page, viewerEmail, 'viewer');
  await signOut(page);
  await register(page, viewerEmail, 'Vera');
  await acceptInvitation(page, "Olivia's workspace");
  await page.setViewportSize({ width: 390, height: 844 });

  await page.goto('/dashboard/campaigns');
  await expect(page.getByRole('button', { name: 'View Summer Product Launch' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Campaign' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^(Pause|Resume|Edit|Delete) / })).toHaveCount(0);
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await expect(page.getByRole('note')).toContainText('The workspace’s owner or an admin can remove them.');
  await expect(page.getByRole('button', { name: 'Remove sample data' })).toHaveCount(0);
  await expectNoSidewaysScroll(page, 'Campaigns as a viewer');

  await page.goto('/dashboard/collaboration');
  await page.getByRole('button', { name: /Summer Product Launch/ }).click();
  const detail = page.getByRole('region', { name: 'Summer Product Launch' });
  await expect(detail.getByText('Can we tighten the hook to under 5 seconds?')).toBeVisible();
  await expect(page.getByRole('button', { name: 'New Project' })).toHaveCount(0);
  await expect(detail.getByRole('button', { name: 'Save changes' })).toHaveCount(0);
  await expect(detail.getByPlaceholder('Add a comment...')).toHaveCount(0);
  await expect(detail.getByRole('button', { name: /Delete/ })).toHaveCount(0);
  await expectNoSidewaysScroll(page, 'Collaboration as a viewer');

  await page.goto('/dashboard/automation');
  await expect(page.getByRole('heading', { name: 'Automation & Scheduling' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Workflow' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Scheduling' }).click();
  await expect(page.getByRole('row', { name: /Raise Black Friday budget/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Schedule Upload' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^(Edit|Delete) / })).toHaveCount(0);
  await expectNoSidewaysScroll(page, 'Automation as a viewer');
});
