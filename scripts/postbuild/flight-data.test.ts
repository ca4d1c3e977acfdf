// The post-build step that takes Next.js's inline framework data out of the HTML. The fixtures
// come from the Next.js this site builds with (the function that writes those scripts while
// rendering), so a change in their format shows up here.
import { createHash } from 'node:crypto';
import { createInlinedDataReadableStream } from 'next/dist/server/app-render/use-flight-response.js';
import fs from 'node:fs';
import path from 'node:path';
import { extractFlightData, FLIGHT_DIR, flightFileName, moveFlightData } from './flight-data.mjs';
import { exportedPage, FIXTURE_BLOCKS, nextExport } from './fixtures/next-export.test-helper';

/** The inline scripts Next.js writes for a payload arriving in these chunks (strings, or raw bytes). */
async function inlineScripts(chunks: (string | Uint8Array)[], formState: unknown = null): Promise<string> {
  const encoder = new TextEncoder();
  const flight = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(typeof chunk === 'string' ? encoder.encode(chunk) : chunk);
      controller.close();
    },
  });
  const decoder = new TextDecoder();
  let html = '';
  for await (const part of createInlinedDataReadableStream(flight, undefined, formState) as unknown as AsyncIterable<Uint8Array>) {
    html += decoder.decode(part, { stream: true });
  }
  return html;
}

const page = (data: string) => `<!DOCTYPE html><html><head><script src="/a.js" async=""></script></head><body><main><p>Hi</p></main><script type="application/ld+json">{"@type":"Organization"}</script>${data}</body></html>`;

describe('extractFlightData', () => {
  const payload = '1:"$Sreact.fragment"\n0:{"b":"x","t":"<script>alert(1)</script> & é ✓ \u2028"}\n';

  it('gives the page without the inline data and the payload text as the scripts pushed it', async () => {
    const split = [payload.slice(0, 10), payload.slice(10, 40), payload.slice(40)];
    const scripts = await inlineScripts(split);
    expect(scripts).toContain('<script>(self.__next_f=self.__next_f||[]).push([0])</script><script>self.__next_f.push([1,');
    const { html, payload: extracted } = extractFlightData(page(scripts));
    expect(html).toBe(page(''));
    expect(extracted).toBe(payload);
  });

  it("leaves out React's font preload hints (the paint-first loader loads a page's own fonts) and keeps the others", async () => {
    const hints = [
      ':HL["/_next/static/chunks/a.css","style"]\n',
      ':HL["/_next/static/media/body.woff2","font",{"crossOrigin":"","type":"font/woff2"}]\n',
      ':HL["/_next/static/media/devanagari.woff2","font",{"crossOrigin":"","type":"font/woff2"}]\n',
    ].join('');
    const { payload: extracted } = extractFlightData(page(await inlineScripts([hints + payload])));
    expect(extracted).toBe(':HL["/_next/static/chunks/a.css","style"]\n' + payload);
  });

  it('keeps a character split across chunks whole', async () => {
    const bytes = new TextEncoder().encode('1:"é✓"\n');
    const { payload: extracted } = extractFlightData(page(await inlineScripts([bytes.slice(0, 4), bytes.slice(4)])));
    expect(extracted).toBe('1:"é✓"\n');
  });

  it('leaves a page without inline data as it is', () => {
    expect(extractFlightData(page(''))).toEqual({ html: page(''), payload: null });
  });

  it('fails on data it cannot move as text: form state, binary chunks', async () => {
    const withFormState = await inlineScripts([payload], ['state']);
    expect(withFormState).toContain('push([2,');
    expect(() => extractFlightData(page(withFormState))).toThrow(/bootstrap/);
    const binary = await inlineScripts([new Uint8Array([0xff, 0xfe, 0x00])]);
    expect(binary).toContain('push([3,');
    expect(() => extractFlightData(page(binary))).toThrow(/does not handle: self\.__next_f\.push\(\[3,/);
  });

  it('fails on inline data in a form it does not know rather than leave it behind', () => {
    expect(() => extractFlightData(page('<script nonce="n">self.__next_f.push([1,"x"])</script>'))).toThrow(/does not know/);
    expect(() => extractFlightData(page('<script>self.__next_f.push([1,"x"])</script>'))).toThrow(/bootstrap/);
  });
});

describe('flightFileName', () => {
  it('names the file by a hash of its content', () => {
    const hash = createHash('sha256').update('1:"é"\n', 'utf8').digest('base64url').slice(0, 16);
    expect(flightFileName('1:"é"\n')).toBe(`${hash}.txt`);
    expect(flightFileName('1:"e"\n')).not.toBe(flightFileName('1:"é"\n'));
    expect(flightFileName('x')).toMatch(/^[\w-]{16}\.txt$/);
  });
});

test("on what next build writes: the page's data leaves the HTML for a file named by its hash", () => {
  const dir = nextExport();
  const html = exportedPage(dir);
  expect(html).toContain('self.__next_f.push([1,');
  const { html: rest, dataUrl } = moveFlightData(html, { root: dir, basePath: '/site' });
  expect(rest).not.toContain('__next_f');
  const { payload } = extractFlightData(html);
  expect(dataUrl).toBe(`/site/${FLIGHT_DIR}/${flightFileName(payload!)}`);
  expect(fs.readFileSync(path.join(dir, FLIGHT_DIR, flightFileName(payload!)), 'utf8')).toBe(payload);
  expect(payload).toContain(`block-${FIXTURE_BLOCKS - 1}`); // the page's last block is in the data
}, 180_000);
