/** Every fixed page of the site (the product pages come from content/products/). */
export const SITE_PATHS = [
  '/',
  '/about/',
  '/services/',
  '/clients/',
  '/case-studies/',
  '/gallery/',
  '/products/',
  '/blog/',
  '/contact/',
] as const;
