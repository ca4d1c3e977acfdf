// What a behaviour may do with a page, the same in every engine: Chromium through Playwright,
// Firefox through WebDriver BiDi (puppeteer-core), WebKit through W3C WebDriver (WebKitWebDriver).
// The behaviours in e2e/engines/*.spec.ts are written once against this and run in all three.

export type EngineName = 'chromium' | 'firefox' | 'webkit';

/** The keys behaviours press. */
export type Key = 'Escape' | 'Tab' | 'Enter' | 'ArrowLeft' | 'ArrowRight' | 'Home' | 'End';

export interface EnginePage {
  readonly engine: EngineName;
  /** Opens an absolute URL and waits for its load event. */
  goto(url: string): Promise<void>;
  /** The size of the page's viewport in CSS pixels. */
  setViewport(width: number, height: number): Promise<void>;
  /** A real click at the middle of the first element matching `selector`. */
  click(selector: string): Promise<void>;
  /** Empties a text field and types `text` into it, key by key. */
  fill(selector: string, text: string): Promise<void>;
  /** Chooses the option whose value is `value` in a <select>, as a visitor would. */
  select(selector: string, value: string): Promise<void>;
  /** Moves the mouse to the middle of the first element matching `selector`. */
  hover(selector: string): Promise<void>;
  press(key: Key): Promise<void>;
  /** Runs `fn(arg)` in the page (it may return a promise) and returns its JSON-able result. */
  evaluate<R, A = undefined>(fn: (arg: A) => R | Promise<R>, arg?: A): Promise<R>;
  /** Runs `fn` in the page on the first element matching `selector`. */
  evaluateOn<R>(selector: string, fn: (element: Element) => R): Promise<R>;
  screenshot(file: string): Promise<void>;
  close(): Promise<void>;
}

export interface EngineBrowser {
  newPage(): Promise<EnginePage>;
  close(): Promise<void>;
}

/**
 * Run in the page on an element before a click or hover, as Playwright does by itself: into view
 * (if it is not), then still for two frames (an entrance animation or a scroll may be moving it).
 */
export async function scrollIntoViewAndSettle(element: Element): Promise<void> {
  const box = element.getBoundingClientRect();
  if (box.top < 0 || box.left < 0 || box.bottom > window.innerHeight || box.right > window.innerWidth) element.scrollIntoView({ block: 'center', behavior: 'instant' });
  let last = '';
  for (let frame = 0; frame < 120; frame++) {
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const { x, y, width, height } = element.getBoundingClientRect();
    const now = `${x},${y},${width},${height}`;
    if (now === last) return;
    last = now;
  }
}
