import { isSearchedRoute, SEARCH_PATH } from './paths.mjs';

test('every page, product, post and case study is searched, but not the search page, /home/, the lists of products, posts and case studies or the 404 page', () => {
  for (const route of ['/', '/about/', '/services/', '/contact/', '/product-details/ro-plant/', '/blog/sizing-a-tank/', '/case-studies/hospital-ro/']) expect(isSearchedRoute(route)).toBe(true);
  for (const route of [SEARCH_PATH, '/home/', '/products/', '/products/category/pumps/page/2/', '/blog/', '/blog/page/2/', '/blog/tag/pumps/', '/case-studies/', '/case-studies/sector/healthcare/', '/404.html']) expect(isSearchedRoute(route)).toBe(false);
});

test("another language's pages are searched by the same rule, under its code", () => {
  expect(isSearchedRoute('/mr/about/', ['mr'])).toBe(true);
  expect(isSearchedRoute('/mr/product-details/ro-plant/', ['mr'])).toBe(true);
  for (const route of ['/mr/search/', '/mr/home/', '/mr/products/', '/mr/blog/', '/mr/404.html']) expect(isSearchedRoute(route, ['mr'])).toBe(false);
});
