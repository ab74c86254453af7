import { expect, test, type Page } from '@playwright/test';
import { expectNoSidewaysScroll } from './screen-checks';
import { desktopOnly, register, uniqueEmail } from './support';

// Automation & Scheduling in local mode: a workflow created with the form stays after a reload,
// and a task scheduled a few seconds ahead comes due and is run by the open app (the dashboard
// mounts useDueTaskRunner), at 390 px without sideways scroll (every-route.spec.ts checks the
// screen at 1280 px; running the journey at both sizes doubled its minute in CI).

const sizes = [{ name: 'phone 390x844', viewport: { width: 390, height: 844 }, isMobile: true }] as const;

/** A `datetime-local` value `seconds` from now on the browser's own clock. */
function secondsFromNow(page: Page, seconds: number): Promise<string> {
  return page.evaluate((ahead) => {
    const date = new Date(Date.now() + ahead * 1000);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
  }, seconds);
}

for (const size of sizes) {
  test.describe(size.name, desktopOnly, () => {
    test.use({ viewport: size.viewport, isMobile: size.isMobile, hasTouch: size.isMobile });

    test('a workflow is saved and a scheduled task comes due and completes', async ({ page }) => {
      test.setTimeout(180_000);
      await register(page, uniqueEmail('automation'));
      await page.goto('/dashboard/automation');
      await expect(page.getByRole('heading', { level: 1, name: 'Automation & Scheduling' })).toBeVisible();
      await expect(page.getByText('CTR drops below 2%')).toBeVisible({ timeout: 30_000 });
      await expectNoSidewaysScroll(page, 'automation: workflows');

      await page.getByRole('button', { name: 'Create Workflow' }).click();
      const workflow = page.getByRole('dialog', { name: 'Create Workflow' });
      await workflow.getByLabel('Name').fill('Budget Watch');
      await workflow.getByLabel('CPA increases by 50%').check();
      await workflow.getByLabel('Reduce daily budget by 25%').check();
      await workflow.getByRole('button', { name: 'Create Workflow' }).click();
      await expect(workflow).toBeHidden();
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Budget Watch' })).toBeVisible({ timeout: 30_000 });

      await page.getByRole('tab', { name: 'Scheduling' }).click();
      await expectNoSidewaysScroll(page, 'automation: scheduling');
      await page.getByRole('button', { name: 'A/B Test' }).click();
      const schedule = page.getByRole('dialog', { name: 'Schedule A/B Test Launch' });
      await schedule.getByLabel('Name').fill('Launch CTA test');
      await schedule.getByLabel('A/B test').selectOption({ label: 'CTA Placement' });
      await schedule.getByLabel('Date and time').fill(await secondsFromNow(page, 5));
      await expectNoSidewaysScroll(page, 'automation: schedule form');
      await schedule.getByRole('button', { name: 'Schedule Task' }).click();
      await expect(schedule).toBeHidden();

      const row = page.getByRole('row', { name: /Launch CTA test/ });
      await expect(row.getByText('scheduled')).toBeVisible();
      // The local runner looks every 30 seconds.
      await expect(row.getByText('completed')).toBeVisible({ timeout: 60_000 });

      await page.getByRole('tab', { name: 'A/B Testing' }).click();
      await expect(page.getByRole('region', { name: 'CTA Placement' }).getByText('running')).toBeVisible();
      await expectNoSidewaysScroll(page, 'automation: A/B testing');
    });
  });
}
