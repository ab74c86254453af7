/** The shell's <main>: focusable by script (tabIndex -1), so focus has somewhere to go. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * Moves focus to the page's main content when it is inside `leaving` (a notice about to be put
 * away) or has already fallen back to the page body with it: a keyboard user then goes on from
 * the page, not from its top. Focus the user has since put elsewhere stays there.
 */
export function focusMainContentFrom(leaving: Element | null): void {
  const focused = document.activeElement;
  const lost = !focused || focused === document.body || Boolean(leaving?.contains(focused));
  if (lost) document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
}
