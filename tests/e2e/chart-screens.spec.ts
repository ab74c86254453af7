import { expect, test, type Locator } from '@playwright/test';
import { collectConsoleErrors } from './screen-checks';
import { FIRST_START_TIMEOUT, register, uniqueEmail } from './support';

/** The chart's drawing inside a card: recharts' root element (its legend icons are SVGs too). */
const drawing = (where: Locator) => where.locator('.recharts-wrapper');

test.describe('chart screens opened by a deep link', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('Analytics shows its KPI cards, then draws its charts, also those scrolled to', async ({ page }) => {
    await register(page, uniqueEmail('charts'));
    const errors = collectConsoleErrors(page);

    // A full page load of the deep link: the routes, layout and screen load side by side.
    await page.goto('/dashboard/analytics');
    const figures = page.getByRole('region', { name: 'Key figures' });
    await expect(figures.getByRole('region', { name: 'Total Views' })).toBeVisible({
      timeout: FIRST_START_TIMEOUT,
    });
    await expect(figures.getByRole('region', { name: 'Cost per Conversion' })).toBeVisible();

    const trends = page.getByRole('region', { name: 'Performance Trends' });
    await trends.scrollIntoViewIfNeeded();
    await expect(drawing(trends)).toBeVisible();
    const demographics = page.getByRole('region', { name: 'Audience Demographics' });
    await demographics.scrollIntoViewIfNeeded();
    await expect(drawing(demographics)).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('Audience Insights draws a chart below the fold only once it is scrolled into view', async ({
    page,
  }) => {
    await register(page, uniqueEmail('charts'));
    await page.goto('/dashboard/audience-insights');
    await expect(
      page.getByRole('region', { name: 'Audience figures' }).getByRole('region', { name: 'Total Audience' }),
    ).toBeVisible({ timeout: FIRST_START_TIMEOUT });

    const engagement = page.getByRole('region', { name: 'Engagement Patterns by Time' });
    // Its figures are there for screen readers at once; the picture waits for the scroll.
    await expect(engagement.getByRole('table', { name: /Likes, comments and shares/ })).toBeAttached();
    await expect(drawing(engagement)).toHaveCount(0);
    await engagement.scrollIntoViewIfNeeded();
    await expect(drawing(engagement)).toBeVisible();
  });
});
