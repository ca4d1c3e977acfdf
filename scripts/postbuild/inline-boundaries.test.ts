// The post-build step that puts the page blocks React outlined (streamed out of order) back in
// place. The fixtures come from the React this site builds with, so a change in React's
// streaming format shows up here.
import { createElement, Suspense, type ReactElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { inlineBoundaries } from './inline-boundaries.mjs';
import { exportedPage, FIXTURE_BLOCKS, nextExport } from './fixtures/next-export.test-helper';

const block = (n: number) =>
  createElement(Suspense, { key: n }, createElement('section', { id: `block-${n}` }, createElement('p', null, `Block ${n}. `.repeat(60))));
const page = (...children: ReactElement[]) => createElement('html', null, createElement('body', null, createElement('main', null, ...children)));

/** The HTML React writes; progressiveChunkSize 0 outlines every boundary bigger than 500 bytes, Infinity none. */
async function render(element: ReactElement, progressiveChunkSize: number): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element, { progressiveChunkSize });
  let html = '';
  for await (const chunk of prelude) html += chunk;
  return html;
}

describe('inlineBoundaries', () => {
  it('gives the HTML React writes when it streams nothing out of order', async () => {
    const blocks = page(block(1), block(2), block(3));
    const outlined = await render(blocks, 0);
    expect(outlined).toContain('<template id="B:2">');
    expect(outlined).toContain('$RC("B:2","S:2")');
    expect(inlineBoundaries(outlined)).toBe(await render(blocks, Infinity));
  });

  it('handles boundaries inside boundaries', async () => {
    const nested = page(createElement(Suspense, null, createElement('div', null, block(1), block(2))), block(3));
    expect(inlineBoundaries(await render(nested, 0))).toBe(await render(nested, Infinity));
  });

  it('leaves a page without outlined boundaries as it is', async () => {
    const html = await render(page(block(1)), Infinity);
    expect(inlineBoundaries(html)).toBe(html);
  });

  it('fails on a boundary with a fallback instead of hiding content', async () => {
    const withFallback = page(createElement(Suspense, { fallback: createElement('p', null, 'Loading') }, createElement('section', null, 'x'.repeat(600))));
    await expect(render(withFallback, 0).then(inlineBoundaries)).rejects.toThrow(/a Suspense fallback is not supported/);
  });

  it('fails on streaming markup it does not know', () => {
    expect(() => inlineBoundaries('<main><!--$?--><template id="B:0"></template><!--/$--></main>')).toThrow(/streaming markup this step does not handle/);
    expect(() => inlineBoundaries('<div hidden id="S:0"><p>x</p></div><script>$RS("S:0","P:0")</script>')).toThrow(/no \$RC call/);
  });
});

// Next.js renders with its own bundled React (next/dist/compiled/), which can differ from the
// node_modules/react-dom used above: the step must also undo what `next build` itself writes.
test('puts back every block next build outlines, in order', () => {
  const html = exportedPage(nextExport());
  // The build did outline blocks (so the step's work is tested), the way the step knows.
  expect(html).toMatch(/<template id="B:\d+"><\/template>/);
  expect(html).toMatch(/<div hidden id="S:\d+">/);

  const inlined = inlineBoundaries(html);
  const blocks = [...inlined.matchAll(/<!--\$--><section id="block-(\d+)"><h2>Block <!-- -->\d+<\/h2><p>(?:Block \d+ text\. )+<\/p><\/section><!--\/\$-->/g)].map((m) => Number(m[1]));
  expect(blocks).toEqual(Array.from({ length: FIXTURE_BLOCKS }, (_, n) => n));
  expect(inlined).not.toMatch(/<template id="B:|<div hidden id="S:|\$RC\(/);
});
