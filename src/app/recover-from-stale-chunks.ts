const RELOADED_AT = 'creator-os:reloaded-for-stale-chunks';
const LOOP_GUARD_MS = 10_000;

/**
 * After a deploy, an open tab may ask for a lazy chunk that no longer exists. Vite reports that
 * as `vite:preloadError`; loading the new version beats a blank screen. One reload per 10 s,
 * so a chunk that is truly missing ends in the error screen instead of a reload loop.
 */
export function recoverFromStaleChunks(
  target: Window = window,
  reload: () => void = () => target.location.reload(),
  now: () => number = Date.now,
): void {
  target.addEventListener('vite:preloadError', (event) => {
    const last = Number(target.sessionStorage.getItem(RELOADED_AT) ?? 0);
    if (now() - last < LOOP_GUARD_MS) return;
    event.preventDefault();
    target.sessionStorage.setItem(RELOADED_AT, String(now()));
    reload();
  });
}
