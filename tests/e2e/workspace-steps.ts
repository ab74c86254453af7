import { expect, type Page } from '@playwright/test';
import { password } from './support';

// The steps the multi-user journeys share: signing in, and the workspace panel's invitations.

/** Signs in through the form; `remember: false` keeps the session in this tab only. */
export async function signIn(page: Page, email: string, { remember = true } = {}) {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  if (!remember) await page.getByLabel('Remember me').uncheck();
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Opens the top bar's workspace panel. */
export async function openWorkspaces(page: Page) {
  await page.getByRole('button', { name: /^Workspace:/ }).click();
  return page.getByRole('dialog', { name: 'Workspaces' });
}

/** Invites `email` to the current workspace with `role`. */
export async function invite(page: Page, email: string, role: 'member' | 'viewer') {
  const panel = await openWorkspaces(page);
  await panel.getByLabel('Email').fill(email);
  await panel.getByLabel('Role').selectOption(role);
  await panel.getByRole('button', { name: 'Send invite' }).click();
  await expect(page.getByText(`Invitation sent to ${email}`)).toBeVisible();
  await page.keyboard.press('Escape');
}

/** Accepts the one invitation waiting, which makes its workspace the current one. */
export async function acceptInvitation(page: Page, workspaceName: string) {
  const panel = await openWorkspaces(page);
  await panel.getByRole('region', { name: 'Invitations' }).getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByRole('button', { name: `Workspace: ${workspaceName}` })).toBeVisible();
  await page.keyboard.press('Escape');
}
