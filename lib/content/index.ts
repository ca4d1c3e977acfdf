// The one way pages get content: read, validate and type each file of content/.
// Any mistake stops the build with a message naming the file, the entry and the field.
import type { FormCopy } from '../enquiry/copy';
import { ALL_CONTENT, ContentError } from './errors';
import { checkPublicFiles, defaultRoots, readContent, type ContentRoots } from './read';
import type { Client, GalleryImage, HeroSlide, Pages, Product, Service, Site, Strength, UiText } from './types';

export type * from './types';
export { ContentError } from './errors';

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

export function getProducts(roots: ContentRoots = defaultRoots): Product[] {
  const { products } = readContent<{ products: Product[] }>('product_details', roots);
  const seen = new Map<string, number>();
  const duplicates: string[] = [];
  products.forEach((product, index) => {
    const first = seen.get(product.name);
    if (first !== undefined) {
      duplicates.push(
        `entry ${index + 1} ("${product.name}"), field "name": "${product.name}" is already used by entry ${first + 1}; every product needs its own name (it is the page's URL)`,
      );
    } else {
      seen.set(product.name, index);
    }
  });
  if (duplicates.length) throw new ContentError('content/product_details.json', duplicates);
  checkPublicFiles(
    'product_details',
    products.map((p, i) => ({ where: `entry ${i + 1} ("${p.name}"), field "image"`, path: p.image })),
    roots,
  );
  return products;
}

export function getProduct(name: string, roots: ContentRoots = defaultRoots): Product {
  const product = getProducts(roots).find((p) => p.name === name);
  if (!product) throw new Error(`No product named "${name}" in content/product_details.json`);
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

/** Validates every content file at once, so one build run lists every file's first problem. */
export function validateAllContent(roots: ContentRoots = defaultRoots): void {
  const loaders = [getSite, getProducts, getServices, getStrengths, getHeroSlides, getGallery, getClients, getPages, getUi, getFormCopy];
  const errors = loaders.flatMap((load) => {
    try {
      load(roots);
      return [];
    } catch (error) {
      if (error instanceof ContentError) return [error];
      throw error;
    }
  });
  if (errors.length === 1) throw errors[0];
  if (errors.length) throw new ContentError(ALL_CONTENT, errors.flatMap((e) => e.lines));
}
