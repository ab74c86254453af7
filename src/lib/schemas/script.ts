import { z } from 'zod';

/** The database's limits on a script (migration 20261124000600). */
export const SCRIPT_TITLE_MAX = 200;
export const SCRIPT_BODY_MAX = 200_000;

export const SCRIPT_MESSAGES = {
  titleRequired: 'A script needs a title',
  titleTooLong: `A title can be at most ${SCRIPT_TITLE_MAX} characters`,
  bodyTooLong: 'This script is too long (200,000 characters at most)',
  viewer: "Viewers can't change scripts in this workspace",
  cannotEdit: "You can't change this script: members change only the scripts they wrote",
  notFound: 'This script could not be opened',
} as const;

export const scriptTitle = z
  .string()
  .trim()
  .min(1, { message: SCRIPT_MESSAGES.titleRequired, abort: true })
  .max(SCRIPT_TITLE_MAX, SCRIPT_MESSAGES.titleTooLong);

export const scriptBody = z.string().max(SCRIPT_BODY_MAX, SCRIPT_MESSAGES.bodyTooLong);

/** What a save sends: a title (trimmed, 1 to 200 characters) and a body of at most 200,000. */
export const ScriptContent = z.object({ title: scriptTitle, body: scriptBody });
export type ScriptContent = z.infer<typeof ScriptContent>;
