import { expect, test, type Page } from '@playwright/test';
import { desktopOnly, register, uniqueEmail } from './support';

// Issue 18's two-tab test, in local mode: the browser's one database lives in the tab that opened
// it first (local-backend/browser/serve-database-to-tabs.ts) and serves every tab. Two tabs of one user write 100 comments
// each at the same time; both then list all 200, none lost and none twice, without a reload and
// after one. Closing either tab leaves the other working: closing the first moves the database
// to the second tab (local-backend/executors/pglite-executor.ts).
//
// 100 each (the number) takes 3.5 to 8 minutes of UI sends on a 2-core machine, so it is
// written once, in the test that closes the first tab. The test that closes the second tab writes
// 10 each: what it adds is the other tab closing, after the same concurrent writes and reloads.

const PROJECT = 'Two tabs, one database';
const WRITES_PER_TAB = { first: 100, second: 10 } as const;

const commentText = (tab: string, n: number) => `Tab ${tab} comment ${String(n).padStart(3, '0')}`;
const expectedTexts = (tab: string, writes: number) =>
  Array.from({ length: writes }, (_, i) => commentText(tab, i + 1));

const projectView = (page: Page) => page.getByRole('region', { name: PROJECT });

async function createProject(page: Page) {
  await page.goto('/dashboard/collaboration');
  await page.getByRole('button', { name: 'New Project' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Project' });
  await dialog.getByLabel('Name').fill(PROJECT);
  await dialog.getByLabel('Description').fill('Written from two tabs at once.');
  await dialog.getByRole('button', { name: 'Create Project' }).click();
  await expect(dialog).toBeHidden();
  await expect(projectView(page)).toBeVisible();
}

async function openProject(page: Page) {
  await page.goto('/dashboard/collaboration');
  await selectProject(page);
}

async function selectProject(page: Page) {
  await page.getByRole('button', { name: new RegExp(PROJECT) }).click();
  await expect(projectView(page).getByRole('heading', { name: /^Comments \(/ })).toBeVisible();
}

/**
 * Sends one comment through the comment box and waits until the box is cleared for the next
 * (checked every 10 ms: an assertion's polling would add more than the send takes).
 */
async function sendComment(page: Page, text: string, timeout = 20_000) {
  const view = projectView(page);
  const box = view.getByPlaceholder('Add a comment...');
  await box.fill(text);
  await view.getByRole('button', { name: 'Send' }).click();
  await box.evaluate(
    (input: HTMLInputElement, limit) =>
      new Promise<void>((resolve, reject) => {
        const until = performance.now() + limit;
        const check = () => {
          if (input.value === '') resolve();
          else if (performance.now() > until) reject(new Error(`"${input.value}" was not sent`));
          else setTimeout(check, 10);
        };
        check();
      }),
    timeout,
  );
}

async function sendComments(page: Page, tab: string, writes: number) {
  for (const text of expectedTexts(tab, writes)) await sendComment(page, text);
}

/** The project's comment count in the project list: the database's own count. */
async function expectCommentCount(page: Page, count: number) {
  await expect(page.getByRole('button', { name: new RegExp(PROJECT) })).toContainText(`${count} comments`, {
    timeout: 30_000,
  });
}

/** Every comment the open project lists, after loading the earlier pages. */
async function listedComments(page: Page): Promise<string[]> {
  const view = projectView(page);
  const loadEarlier = view.getByRole('button', { name: 'Load earlier comments' });
  const items = view.getByRole('list', { name: 'Comments' }).getByRole('listitem');
  while (await loadEarlier.isVisible()) {
    const shown = await items.count();
    await loadEarlier.click();
    // A full last page offers one more, which turns out empty: then the button goes.
    await expect
      .poll(async () => (await items.count()) > shown || !(await loadEarlier.isVisible()))
      .toBe(true);
  }
  const texts = await items.allTextContents();
  return texts.map(
    (text) => /Tab [AB] comment \d{3}|After the close (?:first|second)/.exec(text)?.[0] ?? text,
  );
}

async function expectAllComments(page: Page, writes: number, extra: string[] = []) {
  const expected = [...expectedTexts('A', writes), ...expectedTexts('B', writes), ...extra].sort();
  await expectCommentCount(page, expected.length);
  // After a reload the comments first come from the persisted query cache (the last-known list),
  // then from the database: read the list again until it is the database's, every comment once.
  await expect(async () => {
    const listed = await listedComments(page);
    expect([...listed].sort()).toEqual(expected);
  }).toPass({ timeout: 60_000 });
}

for (const closing of ['first', 'second'] as const) {
  const writes = WRITES_PER_TAB[closing];
  test(
    `two tabs write ${writes} comments each at once, both see all, and closing the ${closing} tab leaves the other working`,
    desktopOnly,
    async ({ page, context }) => {
      test.setTimeout(240_000 + writes * 4_000);
      // The first tab opens the database and so holds it for both.
      await register(page, uniqueEmail(`two-tabs-${closing}`));
      await createProject(page);
      await openProject(page);
      const second = await context.newPage();
      await openProject(second);

      const started = Date.now();
      await Promise.all([sendComments(page, 'A', writes), sendComments(second, 'B', writes)]);
      test.info().annotations.push({
        type: 'writes',
        description: `${2 * writes} comments from two tabs in ${Math.round((Date.now() - started) / 1000)} s`,
      });

      // Neither tab reloaded: the other tab's comments came by live update.
      for (const tab of [page, second]) await expectAllComments(tab, writes);
      for (const tab of [page, second]) {
        await tab.reload();
        await selectProject(tab);
        await expectAllComments(tab, writes);
      }

      const [closed, left] = closing === 'first' ? [page, second] : [second, page];
      await closed.close();
      const after = `After the close ${closing}`;
      // The first write after the move waits for this tab to open the database from storage.
      await sendComment(left, after, 60_000);
      await expect(projectView(left).getByText(after)).toBeVisible();
      await expectCommentCount(left, 2 * writes + 1);
      await left.reload();
      await selectProject(left);
      await expectAllComments(left, writes, [after]);
    },
  );
}
