import type { CaseStudy, Post } from './content/types';
import { ENTRIES_PER_PAGE, caseStudiesWith, findSectionPage, groupsOf, listPath, neighbours, postTags, relatedPosts, sectionPages } from './publishing';

const post = (slug: string, tags: string[]): Post => ({
  slug,
  file: `content/blog/${slug}.md`,
  body: '',
  bodyLine: 11,
  data: { title: slug, summary: '', date: '2026-01-01', author: '', tags, cover: '/x.jpg', coverAlt: '' },
});

describe('the pages of a published section', () => {
  it('is only the empty list while nothing is published', () => {
    expect(sectionPages('blog', [], postTags)).toEqual([{ kind: 'list', segments: [], path: '/blog/', entries: [], page: 1, pages: 1 }]);
  });

  it('pages the list, each tag and each entry, at any count', () => {
    for (const count of [1, ENTRIES_PER_PAGE, ENTRIES_PER_PAGE + 1, 3 * ENTRIES_PER_PAGE + 2]) {
      const posts = Array.from({ length: count }, (_, i) => post(`post-${i}`, i % 2 ? ['Pumps', 'Water treatment'] : ['Pumps']));
      const pages = sectionPages('blog', posts, postTags);
      const lists = pages.filter((page) => page.kind === 'list' && !page.group);
      expect(lists).toHaveLength(Math.ceil(count / ENTRIES_PER_PAGE));
      expect(lists.flatMap((page) => (page.kind === 'list' ? page.entries : []))).toEqual(posts);
      expect(lists.map((page) => page.path)).toEqual(lists.map((_, i) => (i ? `/blog/page/${i + 1}/` : '/blog/')));
      const pumps = pages.filter((page) => page.kind === 'list' && page.group?.slug === 'pumps');
      expect(pumps.flatMap((page) => (page.kind === 'list' ? page.entries : []))).toHaveLength(count);
      expect(pumps.map((page) => page.path)).toEqual(pumps.map((_, i) => (i ? `/blog/tag/pumps/page/${i + 1}/` : '/blog/tag/pumps/')));
      expect(pages.filter((page) => page.kind === 'entry').map((page) => page.path)).toEqual(posts.map((p) => `/blog/${p.slug}/`));
      expect(new Set(pages.map((page) => page.path)).size).toBe(pages.length);
    }
  });

  it('finds a page by the route segments', () => {
    const pages = sectionPages('case-studies', [{ slug: 'a', sector: 'Health care' }], (entry) => [entry.sector]);
    expect(findSectionPage(pages, 'case-studies', ['sector', 'health-care'])).toMatchObject({ kind: 'list', group: { name: 'Health care', count: 1 } });
    expect(findSectionPage(pages, 'case-studies', ['a'])).toMatchObject({ kind: 'entry' });
    expect(() => findSectionPage(pages, 'case-studies', ['b'])).toThrow('No case-studies page at /case-studies/b');
    expect(listPath('case-studies', { slug: 'health-care' }, 2)).toBe('/case-studies/sector/health-care/page/2/');
  });

  it('groups by name, most used first, with tags that differ only in case as one', () => {
    expect(groupsOf([post('a', ['Pumps', 'pumps']), post('b', ['pumps', 'Energy']), post('c', ['Energy', 'Solar'])], postTags)).toEqual([
      { slug: 'energy', name: 'Energy', count: 2 },
      { slug: 'pumps', name: 'Pumps', count: 2 },
      { slug: 'solar', name: 'Solar', count: 1 },
    ]);
  });
});

describe('links between entries', () => {
  const posts = [post('a', ['Pumps', 'Energy']), post('b', ['Pumps']), post('c', ['Energy', 'Pumps']), post('d', ['Rain'])];

  it('relates the posts that share the most tags, never the post itself or one sharing none', () => {
    expect(relatedPosts(posts, posts[0]!).map((p) => p.slug)).toEqual(['c', 'b']);
    expect(relatedPosts(posts, posts[3]!)).toEqual([]);
  });

  it('gives the older and newer neighbour of a newest-first list', () => {
    expect(neighbours(posts, posts[0]!)).toEqual({ older: posts[1], newer: undefined });
    expect(neighbours(posts, posts[3]!)).toEqual({ older: undefined, newer: posts[2] });
  });

  it('lists the case studies that installed a product', () => {
    const study = (slug: string, products: string[]) => ({ slug, data: { products } }) as unknown as CaseStudy;
    expect(caseStudiesWith([study('x', ['ro-plant']), study('y', ['pump'])], 'ro-plant').map((s) => s.slug)).toEqual(['x']);
  });
});
