// The one way pages get content: read, validate and type each file of content/.
// Any mistake stops the build with a message naming the file, the entry and the field.
import { ALL_CONTENT, ContentError } from './errors';
import { currentPublication, isPublished, newestFirst, readMarkdownFolder, type Publication } from './entries';
import { checkPublicFiles, contentFile, contentFolder, defaultRoots, getLanguages, readContent, readTranslated, type ContentRoots } from './read';
import type { CaseStudy, Client, FormCopy, GalleryImage, HeroSlide, Pages, Post, Product, Service, Site, Strength, UiText } from './types';

export type * from './types';
export { ContentError } from './errors';
export { currentPublication } from './entries';
export { defaultRoots, getLanguages, type ContentRoots, type Language } from './read';

export function getSite(roots: ContentRoots = defaultRoots): Site {
  const site = readContent<Site>('site', roots);
  checkPublicFiles(
    'site',
    [
      { where: 'field "logo.src"', path: site.logo.src },
      { where: 'field "partner.logo"', path: site.partner.logo },
      { where: 'field "ogImage"', path: site.ogImage },
    ],
    roots,
  );
  return site;
}

/** Where the products are: one file each, content/products/<URL name>.json. */
const PRODUCTS_FOLDER = 'products';

/**
 * Every product, in list order: by "order" (1 first), then those without one by title. Each
 * file is checked on its own, and every problem of every file is reported at once.
 */
export function getProducts(roots: ContentRoots = defaultRoots): Product[] {
  const names = contentFolder(PRODUCTS_FOLDER, roots);
  if (!names.length) {
    throw new ContentError(contentFile(`${PRODUCTS_FOLDER}/`, roots), [
      `has no product files: add one (${contentFile(`${PRODUCTS_FOLDER}/<URL name>.json`, roots)}), or move a single-file catalog there with npm run content:split-products`,
    ]);
  }
  const products: Product[] = [];
  const errors: ContentError[] = [];
  for (const name of names) {
    try {
      const translated = readTranslated<Product & { $schema?: string }>(`${PRODUCTS_FOLDER}/${name}`, roots, 'product');
      // A product is on a language's pages once all its words are in that language (npm run translations lists the others).
      if (!translated.present || translated.gaps.length) continue;
      const { $schema: _schema, ...product } = translated.value; // eslint-disable-line @typescript-eslint/no-unused-vars
      if (product.name !== name) {
        throw new ContentError(contentFile(`${PRODUCTS_FOLDER}/${name}.json`, roots), [
          `field "name": "${product.name}" must be the file's name ("${name}"): it is the page's URL, so rename the file or change the field`,
        ]);
      }
      checkPublicFiles(`${PRODUCTS_FOLDER}/${name}`, [{ where: 'field "image"', path: product.image }], roots);
      products.push(product);
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      errors.push(error);
    }
  }
  if (errors.length === 1) throw errors[0];
  if (errors.length) throw new ContentError(ALL_CONTENT, errors.flatMap((error) => error.lines));
  return products.sort(byListOrder);
}

const titleOrder = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** List order: products with a position first, by position; then the others by title. */
function byListOrder(a: Pick<Product, 'order' | 'title'>, b: Pick<Product, 'order' | 'title'>): number {
  const position = (a.order ?? Number.POSITIVE_INFINITY) - (b.order ?? Number.POSITIVE_INFINITY);
  return Number.isNaN(position) || position === 0 ? titleOrder.compare(a.title, b.title) : position;
}

export function getProduct(name: string, roots: ContentRoots = defaultRoots): Product {
  const product = getProducts(roots).find((p) => p.name === name);
  if (!product) throw new Error(`No product named "${name}" in ${contentFile(`${PRODUCTS_FOLDER}/`, roots)}`);
  return product;
}

export function getServices(roots: ContentRoots = defaultRoots): Service[] {
  const { services } = readContent<{ services: Service[] }>('services', roots);
  checkPublicFiles('services', services.map((s, i) => ({ where: `entry ${i + 1} ("${s.name}"), field "icon"`, path: s.icon })), roots);
  return services;
}

export function getStrengths(roots: ContentRoots = defaultRoots): Strength[] {
  const { strengths } = readContent<{ strengths: Strength[] }>('strengths', roots);
  checkPublicFiles('strengths', strengths.map((s, i) => ({ where: `entry ${i + 1} ("${s.title}"), field "icon"`, path: s.icon })), roots);
  return strengths;
}

export function getHeroSlides(roots: ContentRoots = defaultRoots): HeroSlide[] {
  const { slides } = readContent<{ slides: HeroSlide[] }>('hero', roots);
  checkPublicFiles('hero', slides.map((s, i) => ({ where: `entry ${i + 1} ("${s.alt}"), field "image"`, path: s.image })), roots);
  return slides;
}

export function getGallery(roots: ContentRoots = defaultRoots): GalleryImage[] {
  const { images } = readContent<{ images: GalleryImage[] }>('gallery', roots);
  checkPublicFiles(
    'gallery',
    images.flatMap((g, i) => [
      { where: `entry ${i + 1} ("${g.alt}"), field "itemImageSrc"`, path: g.itemImageSrc },
      { where: `entry ${i + 1} ("${g.alt}"), field "thumbnailImageSrc"`, path: g.thumbnailImageSrc },
    ]),
    roots,
  );
  return images;
}

export function getClients(roots: ContentRoots = defaultRoots): Client[] {
  const { clients } = readContent<{ clients: Client[] }>('clients', roots);
  checkPublicFiles('clients', clients.map((c, i) => ({ where: `entry ${i + 1} ("${c.name}"), field "logo"`, path: c.logo })), roots);
  return clients;
}

export function getPages(roots: ContentRoots = defaultRoots): Pages {
  return readContent<Pages>('pages', roots);
}

export function getUi(roots: ContentRoots = defaultRoots): UiText {
  return readContent<UiText>('ui', roots);
}

/** All copy of the two enquiry forms (content/forms.json). */
export function getFormCopy(roots: ContentRoots = defaultRoots): FormCopy {
  return readContent<FormCopy>('forms', roots);
}

/**
 * Posts and case studies are written in the default language only, for now (one Markdown file
 * each): another language's lists say "Coming Soon" until their translations can be written.
 */
function inDefaultLanguage(roots: ContentRoots): boolean {
  return !roots.language || roots.language === getLanguages(roots)[0]?.code;
}

/** Where the posts and case studies are: one Markdown file each. */
const BLOG_FOLDER = 'blog';
const CASE_STUDIES_FOLDER = 'case-studies';

/** Every post this build publishes (all of them in the preview), newest first. */
export function getPosts(roots: ContentRoots = defaultRoots, publication: Publication = currentPublication()): Post[] {
  if (!inDefaultLanguage(roots)) return [];
  return readMarkdownFolder<Post['data']>(BLOG_FOLDER, 'post', roots)
    .filter((post) => isPublished(post.data, publication))
    .sort(newestFirst);
}

/** Every case study this build publishes, newest first; each names only products of the catalog. */
export function getCaseStudies(roots: ContentRoots = defaultRoots, publication: Publication = currentPublication()): CaseStudy[] {
  if (!inDefaultLanguage(roots)) return [];
  const studies = readMarkdownFolder<CaseStudy['data']>(CASE_STUDIES_FOLDER, 'case-study', roots);
  const catalog = new Set(getProducts(roots).map((product) => product.name));
  const problems = studies.flatMap((study) =>
    study.data.products
      .filter((name) => !catalog.has(name))
      .map((name) => `${study.file}: field "products": "${name}" is not a product of the catalog (${contentFile(`${PRODUCTS_FOLDER}/${name}.json`, roots)} does not exist): choose one of its products or correct the name`),
  );
  if (problems.length) throw new ContentError(ALL_CONTENT, problems);
  return studies.filter((study) => isPublished(study.data, publication)).sort(newestFirst);
}

/** Validates every content file at once, in every language, so one build run lists every file's first problem. */
export function validateAllContent(roots: ContentRoots = defaultRoots): void {
  const perLanguage = [getSite, getProducts, getServices, getStrengths, getHeroSlides, getGallery, getClients, getPages, getUi, getFormCopy];
  // Posts and case studies are written in the default language (one Markdown file each).
  const once = [getPosts, getCaseStudies];
  const [, ...others] = getLanguages(roots);
  const runs = [
    ...[...perLanguage, ...once].map((load) => () => load(roots)),
    ...others.flatMap(({ code }) => perLanguage.map((load) => () => load({ ...roots, language: code }))),
  ];
  const errors = runs.flatMap((load) => {
    try {
      load();
      return [];
    } catch (error) {
      if (error instanceof ContentError) return [error];
      throw error;
    }
  });
  // A mistake in the default language's group shows in every language's reading: named once.
  const unique = [...new Map(errors.map((error) => [error.message, error])).values()];
  if (unique.length === 1) throw unique[0];
  if (unique.length) throw new ContentError(ALL_CONTENT, unique.flatMap((e) => e.lines));
}
