// Polls until a condition holds: a server that answers, a page that shows a change.

/**
 * Resolves to the milliseconds from `started` until `ready()` resolved true, or Infinity once
 * `timeoutMs` has passed. `stop()`, called before each try, may throw to give up early (the
 * process that should answer has exited).
 */
export async function waitUntil(ready, { timeoutMs, everyMs = 250, started = Date.now(), stop = () => {} }) {
  while (Date.now() - started < timeoutMs) {
    stop();
    if (await ready()) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  return Infinity;
}
