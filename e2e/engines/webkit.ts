// WebKit through W3C WebDriver: Debian's WebKitGTK driver (webkit2gtk-driver) runs its MiniBrowser
// on an X display, here a private Xvfb. The client is the few WebDriver commands the behaviours
// need, over fetch: a WebDriver library would bring far more than these ten requests.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createServer, type AddressInfo } from 'node:net';
import { scrollIntoViewAndSettle, type EngineBrowser, type EnginePage, type Key } from './engine-page';

const DRIVER = process.env.WEBKIT_WEBDRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
const MINIBROWSER = process.env.WEBKIT_MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
/** WebDriver's code points for the keys behaviours press. */
const KEY_CODES: Record<Key, string> = { Escape: '\uE00C', Tab: '\uE004', Enter: '\uE007', ArrowLeft: '\uE012', ArrowRight: '\uE014', Home: '\uE011', End: '\uE010' };

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A private X display: Xvfb picks a free number and writes it to the pipe. */
async function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1920x1200x24', '-nolisten', 'tcp'], { stdio: ['ignore', 'ignore', 'pipe', 'pipe'] });
  const display = await new Promise<string>((resolve, reject) => {
    xvfb.stdio[3]!.once('data', (data: Buffer) => resolve(`:${data.toString().trim()}`));
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited (${code}): is the xvfb package installed?`)));
  });
  return { display, process: xvfb };
}

/**
 * A GTK configuration that lets MiniBrowser's window narrow to a phone's width: its toolbar (URL
 * entry and buttons) otherwise keeps the window at least 447 px wide. Only the browser's own
 * widgets read it; pages are unaffected.
 */
function narrowToolbarConfig(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'webkit-gtk-'));
  fs.mkdirSync(path.join(dir, 'gtk-3.0'));
  fs.writeFileSync(path.join(dir, 'gtk-3.0', 'gtk.css'), '* { min-width: 0; padding: 0; margin: 0; border-width: 0; }\n');
  return dir;
}

class WebDriverError extends Error {}

type Command = <T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown, timeoutMs?: number) => Promise<T>;

function client(base: string): Command {
  return async function command<T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown, timeoutMs = 60_000): Promise<T> {
    const response = await fetch(base + path, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const { value } = (await response.json()) as { value: T & { error?: string; message?: string } };
    if (!response.ok) throw new WebDriverError(`WebDriver ${method} ${path}: ${value.error} ${value.message ?? ''}`);
    return value;
  };
}

/** WebKitWebDriver on a free port of the display, once it answers. */
async function startDriver(display: string): Promise<{ command: Command; process: ChildProcess }> {
  const port = await freePort();
  const driver = spawn(DRIVER, [`--port=${port}`], { stdio: 'ignore', env: { ...process.env, DISPLAY: display, XDG_CONFIG_HOME: narrowToolbarConfig() } });
  const command = client(`http://127.0.0.1:${port}`);
  for (let tries = 0; ; tries++) {
    const ready = await command<{ ready: boolean }>('GET', '/status').then((status) => status.ready, () => false);
    if (ready) return { command, process: driver };
    if (tries > 100) throw new Error('WebKitWebDriver did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function launchWebKit(): Promise<EngineBrowser> {
  for (const file of [DRIVER, MINIBROWSER]) {
    if (!fs.existsSync(file)) throw new Error(`${file} is missing: install webkit2gtk-driver (.ci/run does)`);
  }
  const xvfb = await startXvfb();
  let driver = await startDriver(xvfb.display);
  const sessions = new Set<string>();
  const capabilities = { alwaysMatch: { browserName: 'MiniBrowser', 'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] } } };

  /** A new MiniBrowser. Once in a while the driver never answers (seen in CI): it is then started afresh, once. */
  async function newSession(): Promise<string> {
    for (let attempt = 1; ; attempt++) {
      try {
        return (await driver.command<{ sessionId: string }>('POST', '/session', { capabilities }, 15_000)).sessionId;
      } catch (error) {
        if (attempt === 2) throw error;
        driver.process.kill();
        driver = await startDriver(xvfb.display);
      }
    }
  }

  async function newPage(): Promise<EnginePage> {
    const sessionId = await newSession();
    const { command } = driver;
    sessions.add(sessionId);
    const session = <T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown) => command<T>(method, `/session/${sessionId}${path}`, body);
    // An element reference is an object with one key (W3C's long name, or WebKit's own), passed back as it came.
    const find = (selector: string) => session<Record<string, string>>('POST', '/element', { using: 'css selector', value: selector });
    const elementId = (element: Record<string, string>) => Object.values(element)[0]!;
    const settled = async (selector: string) => {
      const element = await find(selector);
      await session('POST', '/execute/async', { script: `(${scrollIntoViewAndSettle.toString()})(arguments[0]).then(arguments[1]);`, args: [element] });
      return element;
    };
    const evaluate = <R, A>(fn: (arg: A) => R | Promise<R>, arg?: A) =>
      session<R>('POST', '/execute/async', { script: `const done = arguments[1]; Promise.resolve((${fn.toString()})(arguments[0])).then(done, (error) => done({ __error: String(error) }));`, args: [arg ?? null] }).then((result) => {
        if (result && typeof result === 'object' && '__error' in result) throw new Error(String((result as { __error: unknown }).__error));
        return result;
      });
    return {
      engine: 'webkit',
      goto: async (url) => void (await session('POST', '/url', { url })),
      async setViewport(width, height) {
        // WebDriver sizes the window; the viewport is what its frame leaves, read once the resize is drawn.
        const inner = () => evaluate(() => new Promise<number[]>((resolve) => requestAnimationFrame(() => resolve([window.innerWidth, window.innerHeight]))));
        for (let attempt = 0; attempt < 5; attempt++) {
          const [innerWidth, innerHeight] = await inner();
          if (innerWidth === width && innerHeight === height) return;
          const outer = await session<{ width: number; height: number }>('GET', '/window/rect');
          await session('POST', '/window/rect', { width: outer.width + width - innerWidth!, height: outer.height + height - innerHeight! });
        }
        const [innerWidth, innerHeight] = await inner();
        if (innerWidth !== width || innerHeight !== height) throw new Error(`WebKit's viewport is ${innerWidth} × ${innerHeight}, not ${width} × ${height}`);
      },
      click: async (selector) => void (await session('POST', `/element/${elementId(await settled(selector))}/click`, {})),
      async fill(selector, text) {
        // Emptied by keys, as a visitor would: WebDriver's clear sets the value behind React's back, and React puts it back.
        const id = elementId(await settled(selector));
        await session('POST', `/element/${id}/click`, {});
        const keys = ['\uE009', 'a'].map((value) => ({ type: 'keyDown', value }));
        const up = ['a', '\uE009'].map((value) => ({ type: 'keyUp', value }));
        await session('POST', '/actions', { actions: [{ type: 'key', id: 'keyboard', actions: [...keys, ...up, { type: 'keyDown', value: '\uE003' }, { type: 'keyUp', value: '\uE003' }] }] });
        // A new line is the Enter key (WebDriver types a bare "\n" as nothing).
        await session('POST', `/element/${id}/value`, { text: text.replaceAll('\n', '\uE007') });
      },
      // WebDriver selects an option by clicking it.
      select: async (selector, value) => void (await session('POST', `/element/${elementId(await find(`${selector} option[value=${JSON.stringify(value)}]`))}/click`, {})),
      async hover(selector) {
        const origin = await settled(selector);
        await session('POST', '/actions', { actions: [{ type: 'pointer', id: 'mouse', parameters: { pointerType: 'mouse' }, actions: [{ type: 'pointerMove', origin, x: 0, y: 0 }] }] });
      },
      press: async (key) =>
        void (await session('POST', '/actions', { actions: [{ type: 'key', id: 'keyboard', actions: [{ type: 'keyDown', value: KEY_CODES[key] }, { type: 'keyUp', value: KEY_CODES[key] }] }] })),
      evaluate,
      evaluateOn: async (selector, fn) => session('POST', '/execute/sync', { script: `return (${fn.toString()})(arguments[0]);`, args: [await find(selector)] }),
      screenshot: async (file) => fs.writeFileSync(file, Buffer.from(await session<string>('GET', '/screenshot'), 'base64')),
      async close() {
        sessions.delete(sessionId);
        await session('DELETE', '');
      },
    };
  }

  return {
    newPage,
    async close() {
      await Promise.allSettled([...sessions].map((id) => driver.command('DELETE', `/session/${id}`)));
      driver.process.kill();
      xvfb.process.kill();
    },
  };
}
