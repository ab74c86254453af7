export const UNTITLED_SCRIPT = 'Untitled script';
const TITLE_FROM_BODY_MAX = 80;

/** The title a save uses: the one typed, else the script's first line (80 characters at most), else "Untitled script". */
export function scriptTitleFor(title: string, body: string): string {
  const typed = title.trim();
  if (typed) return typed;
  const firstLine = body
    .split(/\r?\n/)
    .map((line) => line.trim())
    .find((line) => line.length > 0);
  return firstLine ? firstLine.slice(0, TITLE_FROM_BODY_MAX).trim() : UNTITLED_SCRIPT;
}
