import { renderMarkdown, type PictureMarkup } from './render';

describe('renderMarkdown', () => {
  it('wraps GFM tables in a scrollable, labelled region', () => {
    const { html } = renderMarkdown('| Size | Flow |\n|---|---|\n| DN100 | 12 l/s |');
    expect(html).toMatch(
      /<div class="table-scroll" tabindex="0" role="region" aria-label="Table">\s*<table>[\s\S]*<td>DN100<\/td>[\s\S]*<\/table>\s*<\/div>/,
    );
  });

  it('renders task lists, strikethrough and autolinks', () => {
    const { html } = renderMarkdown('- [x] Survey\n- [ ] Report\n\n~~old~~ see https://example.com/docs');
    expect(html).toContain('<ul class="contains-task-list">');
    expect(html).toMatch(/<li class="task-list-item"><input type="checkbox" checked disabled> Survey<\/li>/);
    expect(html).toMatch(/<input type="checkbox" disabled> Report/);
    expect(html).toContain('<del>old</del>');
    expect(html).toContain('<a href="https://example.com/docs">https://example.com/docs</a>');
  });

  it('gives h2/h3 readable ids and lists them in order', () => {
    const { html, headings } = renderMarkdown(
      '## Why it floods\n\ntext\n\n### Pipe *size*\n\n#### Detail\n\n## Why it floods\n\n> ## Quoted',
    );
    expect(html).toContain('<h2 id="why-it-floods">Why it floods</h2>');
    expect(html).toContain('<h3 id="pipe-size">Pipe <em>size</em></h3>');
    expect(html).toContain('<h4 id="detail">Detail</h4>');
    expect(headings).toEqual([
      { depth: 2, id: 'why-it-floods', text: 'Why it floods' },
      { depth: 3, id: 'pipe-size', text: 'Pipe size' },
      { depth: 2, id: 'why-it-floods-1', text: 'Why it floods' },
    ]);
  });

  it("numbers a heading whose id the page around the text already uses, and lists it so", () => {
    const pageUsesId = (id: string) => ['contact', 'contact-2', 'main-content'].includes(id);
    const { html, headings } = renderMarkdown('## Contact\n\n## Contact\n\n## Main content\n\n## Prices', { pageUsesId });
    // The second "Contact" is contact-1 already (a repeated heading); the first takes the next free number.
    expect(headings.map((heading) => heading.id)).toEqual(['contact-3', 'contact-1', 'main-content-1', 'prices']);
    expect(html).toContain('<h2 id="contact-3">Contact</h2>');
    expect(renderMarkdown('## Contact').headings[0]!.id).toBe('contact');
  });

  it('demotes a body h1 to h2 (the page has its own h1)', () => {
    const { html, headings } = renderMarkdown('# Overview\n\nBody');
    expect(html).not.toContain('<h1');
    expect(html).toContain('<h2 id="overview">Overview</h2>');
    expect(headings).toEqual([{ depth: 2, id: 'overview', text: 'Overview' }]);
  });

  it('never outputs scripts, event handlers, javascript: URLs, iframes, styles or targets', () => {
    const body = [
      '<script>alert(1)</script>',
      '<img src="/images/x.png" onerror="alert(2)">',
      '<iframe src="https://evil.example/"></iframe>',
      '<style>body { display: none }</style>',
      'Some <em>emphasis</em> and <a href="/x" target="_blank">a link</a>.',
      '[click](javascript:alert(3)) ![pic](javascript:alert(4))',
    ].join('\n\n');
    const { html } = renderMarkdown(body);
    for (const forbidden of ['<script', 'alert', 'onerror', 'javascript:', '<iframe', '<style', 'target=']) {
      expect(html).not.toContain(forbidden);
    }
    expect(html).toMatch(/Some (<em>)?emphasis(<\/em>)? and a link\./);
    expect(html).toContain('<p>click ');
    expect(html).not.toMatch(/<a>|<a [^>]*>click/);
  });

  it('lists what it leaves out, by line, in the words of an editor; a dead link keeps its words as plain text', () => {
    const body = [
      'Intro with [a javascript link](javascript:alert(1)) and [a data link](DATA:text/html,hi).', // 1
      '', // 2
      '<script>', // 3
      'alert(2)', // 4
      '</script>', // 5
      '', // 6
      '<iframe src="https://video.example/x"></iframe>', // 7
      '', // 8
      '- An <img src="/images/x.png" onerror="alert(3)"> in a list, [mail](mailto:a@b.example), [web](https://a.example/x:y), [here](/contact/)', // 9
      '', // 10
      '<!-- a note to myself -->', // 11
      'For more, see the <a href="JavaScript:alert(5)">old page</a>.', // 12
      'See [the reference][ref].', // 13
      '', // 14
      '[ref]: javascript:alert(4)', // 15
    ].join('\n');
    const { html, dropped } = renderMarkdown(body);
    expect(dropped.map(({ line, what }) => ({ line, what }))).toEqual([
      { line: 1, what: 'a javascript: link' },
      { line: 1, what: 'a data: link' },
      { line: 3, what: 'a <script>' },
      { line: 7, what: 'an <iframe>' },
      { line: 9, what: 'an <img>' },
      { line: 9, what: 'an event handler (onerror=)' },
      { line: 12, what: 'a javascript: link' },
      { line: 13, what: 'a javascript: link' },
    ]);
    for (const { why } of dropped) expect(why).toMatch(/^[a-z].+[a-z]$/);
    expect(html).toContain('<p>Intro with a javascript link and a data link.</p>');
    expect(html).toContain('<p>For more, see the old page.\nSee the reference.</p>');
    expect(html).toContain('<a href="mailto:a@b.example">mail</a>');
    expect(html).toContain('<a href="/contact/">here</a>');
    expect(renderMarkdown('## Plain\n\nNothing *left out* [here](https://a.example/).').dropped).toEqual([]);
  });

  it('keeps GFM footnote links pointing at their (singly prefixed) ids', () => {
    const { html, headings } = renderMarkdown('Flow rate[^q].\n\n[^q]: Measured in 2024.');
    expect(html).toContain('<a href="#user-content-fn-q" id="user-content-fnref-q"');
    expect(html).toContain('<li id="user-content-fn-q">');
    expect(html).toContain('<a href="#user-content-fnref-q"');
    expect(headings).toEqual([]);
  });

  it('rewrites local images through the picture callback, passing the alt text', () => {
    const markup: PictureMarkup = {
      src: '/_img/pump-800.jpg',
      width: 800,
      height: 600,
      sources: [{ type: 'image/avif', srcSet: '/_img/pump-400.avif 400w, /_img/pump-800.avif 800w' }],
      sizes: '(min-width: 48rem) 42rem, 100vw',
    };
    const picture = jest.fn((src: string) => (src.startsWith('/images/') ? markup : undefined));
    const { html } = renderMarkdown('![Pump station](/images/pump.jpg)\n\n![Remote](https://cdn.example/r.jpg)', { picture });
    expect(picture).toHaveBeenCalledTimes(1);
    expect(picture).toHaveBeenCalledWith('/images/pump.jpg', 'Pump station');
    expect(html).toContain(
      '<picture><source type="image/avif" srcset="/_img/pump-400.avif 400w, /_img/pump-800.avif 800w" sizes="(min-width: 48rem) 42rem, 100vw">' +
        '<img src="/_img/pump-800.jpg" alt="Pump station" width="800" height="600" loading="lazy" decoding="async"></picture>',
    );
    expect(html).toContain('<img src="https://cdn.example/r.jpg" alt="Remote" loading="lazy" decoding="async">');
  });

  it('still lazy-loads images without a callback or callback result', () => {
    expect(renderMarkdown('![Weir](/images/weir.jpg)').html).toContain(
      '<img src="/images/weir.jpg" alt="Weir" loading="lazy" decoding="async">',
    );
    expect(renderMarkdown('![Weir](/images/weir.jpg)', { picture: () => undefined }).html).not.toContain('<picture');
  });

  it("gives an editor's root-relative links and pictures the base path, leaving #hash, external links and the pipeline's pictures", () => {
    const picture = (src: string): PictureMarkup | undefined =>
      src === '/images/a.jpg' ? { src: '/website/_img/a-800.jpg', width: 800, height: 400, sources: [{ type: 'image/webp', srcSet: '/website/_img/a-800.webp 800w' }], sizes: '100vw' } : undefined;
    const { html } = renderMarkdown(
      '[Products](/products/) [Top](#top) [Other](https://other.example/x) [Proto](//cdn.example/y)\n\n![A](/images/a.jpg) ![Logo](/images/logo.svg)',
      { basePath: '/website', picture },
    );
    expect(html).toContain('<a href="/website/products/">Products</a>');
    expect(html).toContain('<a href="#top">Top</a>');
    expect(html).toContain('<a href="https://other.example/x">Other</a>');
    expect(html).toContain('<a href="//cdn.example/y">Proto</a>');
    expect(html).toContain('srcset="/website/_img/a-800.webp 800w"');
    expect(html).toContain('<img src="/website/_img/a-800.jpg"');
    expect(html).toContain('<img src="/website/images/logo.svg"');
    expect(html).not.toMatch(/(href|src)="\/(?!\/|website\/)/);
  });

  it('counts words and estimates reading time (at least one minute)', () => {
    expect(renderMarkdown('Hello, world — it’s a **well-known** test.')).toMatchObject({ words: 6, readingMinutes: 1 });
    expect(renderMarkdown('').readingMinutes).toBe(1);
    const long = renderMarkdown(Array.from({ length: 10 }, () => 'word '.repeat(100)).join('\n\n'));
    expect(long).toMatchObject({ words: 1000, readingMinutes: 5 });
  });
});
