// The routes under test and what each should show, read from the same content files the build uses.
import pagesJson from '../content/pages.json';
import { getProducts } from '../lib/content';
import siteJson from '../content/site.json';

export const site = siteJson;
export const pages = pagesJson;
/** The products in list order, read as the build reads them (content/products/). */
export const products = getProducts();

type PageKey = keyof typeof pagesJson.pages;

export interface RouteUnderTest {
  path: string;
  /** The page name in '<short name>: <page>'. */
  title: string;
  heading: string;
  /** The menu entry marked aria-current="page", if any. */
  menuLabel?: string;
}

const fixed: [string, PageKey][] = [
  ['/', 'home'],
  ['/home/', 'home'],
  ['/about/', 'about'],
  ['/services/', 'services'],
  ['/clients/', 'clients'],
  ['/case-studies/', 'caseStudies'],
  ['/gallery/', 'gallery'],
  ['/products/', 'products'],
  ['/blog/', 'blog'],
  ['/contact/', 'contact'],
];

const menuLabelFor = (path: string) => pages.navigation.find((entry) => entry.path === path)?.label;

export const routes: RouteUnderTest[] = [
  ...fixed.map(([path, key]) => ({
    path,
    title: pages.pages[key].title,
    heading: key === 'home' ? site.tagline : pages.pages[key].heading,
    menuLabel: menuLabelFor(path === '/home/' ? '/' : path),
  })),
  ...products.map((product) => ({ path: `/product-details/${product.name}/`, title: product.title, heading: product.title })),
];
