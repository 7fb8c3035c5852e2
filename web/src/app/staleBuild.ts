/**
 * A tab opened before a deploy still runs the previous build: the page chunks it asks for later were
 * replaced (their names are content hashes), and the server answers 404 for them. Vite announces such
 * a failed load with `vite:preloadError`; the fix is the new build, so the page reloads — once: if the
 * chunk is missing after a fresh load too (the network is down, the server is broken), the error goes
 * on to the route's error page instead of reloading in a loop.
 */
const RELOADED_AT = 'ros.staleBuildReloadAt';
/** A second failure within this window after a reload is not a stale build. */
const RELOAD_WINDOW_MS = 30_000;

export function reloadOnStaleBuild(): void {
  window.addEventListener('vite:preloadError', (event) => {
    const last = Number(sessionStorage.getItem(RELOADED_AT) ?? 0);
    if (Date.now() - last < RELOAD_WINDOW_MS) return;
    sessionStorage.setItem(RELOADED_AT, String(Date.now()));
    event.preventDefault();
    window.location.reload();
  });
}
