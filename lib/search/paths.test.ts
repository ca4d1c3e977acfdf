import { isSearchedRoute, SEARCH_PATH } from './paths.mjs';

test('every page and product is searched, but not the search page, /home/, the product lists or the 404 page', () => {
  for (const route of ['/', '/about/', '/services/', '/contact/', '/product-details/ro-plant/']) expect(isSearchedRoute(route)).toBe(true);
  for (const route of [SEARCH_PATH, '/home/', '/products/', '/products/category/pumps/page/2/', '/404.html']) expect(isSearchedRoute(route)).toBe(false);
});
