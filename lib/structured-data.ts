// schema.org structured data (JSON-LD) built from content/: the Organization on every page,
// a Product and its BreadcrumbList on each product page, a BlogPosting or an Article and its
// BreadcrumbList on each post and case study. Plain functions and plain objects:
// no React or Next here (components/seo/JsonLd.tsx writes them into the page).
import type { Pages, Product, Site } from './content/types';
import { productPath } from './routes';

/** A JSON-LD node: a plain, JSON-serialisable object. */
export type JsonLdNode = { '@context'?: string; '@type': string; [key: string]: unknown };

/** Turns a site path ('/about/', '/images/logo.svg') into the absolute URL search engines need. */
export type UrlFor = (path: string) => string;

/**
 * Where a page's structured data points, in the page's language: `page` makes a page's URL in that
 * language ('/about/' → …/mr/about/), `file` a file's (a picture, the logo), `language` its code
 * for `inLanguage`. lib/languages.ts's jsonLdUrls() gives the page's.
 */
export interface JsonLdUrls {
  page: UrlFor;
  file: UrlFor;
  language: string;
}

const CONTEXT = 'https://schema.org';

/** The Organization's @id, so product pages can refer to it instead of repeating it: one company in every language. */
export function organizationId(urls: Pick<JsonLdUrls, 'file'>): string {
  return `${urls.file('/')}#organization`;
}

/** content/site.json keeps addresses as free lines, so they go whole into streetAddress. */
function postalAddress(lines: string[]): JsonLdNode {
  return { '@type': 'PostalAddress', streetAddress: lines.join(', ') };
}

/**
 * The company: name, logo, address, phone and e-mail contact points, and its social profiles.
 * `defaultSite`, the same in the default language: its e-mail labels are the contact points' types
 * in every language (search engines read a few English values); a page in another language names
 * each contact point in its own words.
 */
export function organizationJsonLd(site: Site, urls: JsonLdUrls, defaultSite: Site = site): JsonLdNode {
  const { contact } = site;
  const contactType = (index: number) => defaultSite.contact.emails[index]?.label ?? contact.emails[index]!.label;
  const contactPoint: JsonLdNode[] = [
    ...contact.salesPhones.map((telephone) => ({
      '@type': 'ContactPoint',
      contactType: 'sales',
      telephone,
      ...(contact.emails[0] ? { email: contact.emails[0].address } : {}),
    })),
    { '@type': 'ContactPoint', contactType: 'customer service', telephone: contact.servicePhone },
    ...contact.emails.slice(1).map((email, index) => ({
      '@type': 'ContactPoint',
      contactType: contactType(index + 1),
      ...(email.label !== contactType(index + 1) ? { name: email.label } : {}),
      email: email.address,
    })),
  ];
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    '@id': organizationId(urls),
    name: site.companyName,
    alternateName: site.shortName,
    url: urls.page('/'),
    logo: urls.file(site.logo.src),
    description: site.description,
    slogan: site.slogan,
    ...(contact.emails[0] ? { email: contact.emails[0].address } : {}),
    telephone: contact.salesPhones[0] ?? contact.servicePhone,
    address: postalAddress(contact.office.lines),
    contactPoint,
    sameAs: Object.values(site.social).filter(Boolean),
  };
}

/** The product page's Product: name, description, image and the company as brand and manufacturer. */
export function productJsonLd(site: Site, product: Product, urls: JsonLdUrls): JsonLdNode {
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    '@id': `${urls.page(productPath(product))}#product`,
    name: product.title,
    url: urls.page(productPath(product)),
    image: urls.file(product.image),
    description: product.commonContent,
    brand: { '@type': 'Brand', name: site.companyName },
    manufacturer: { '@id': organizationId(urls) },
  };
}

/** Home › Products › <product>, with the names the menu and the pages use. */
export function productBreadcrumbJsonLd(pages: Pages, product: Product, urls: JsonLdUrls): JsonLdNode {
  return breadcrumbJsonLd(
    [
      [pages.pages.home.title, '/'],
      [pages.pages.products.heading, '/products/'],
      [product.title, productPath(product)],
    ],
    urls,
  );
}

/** A trail of [name, path] from the home page to this one. */
function breadcrumbJsonLd(trail: [name: string, path: string][], urls: JsonLdUrls): JsonLdNode {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map(([name, path], index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name,
      item: urls.page(path),
    })),
  };
}

interface ArticleInput {
  type: 'BlogPosting' | 'Article';
  path: string;
  headline: string;
  description: string;
  datePublished: string;
  dateModified?: string;
  /** A person or team's name; the company when none. */
  author?: string;
  image: string;
  keywords?: string[];
}

/** A post (BlogPosting) or a case study (Article). */
function articleJsonLd(site: Site, article: ArticleInput, urls: JsonLdUrls): JsonLdNode {
  return {
    '@context': CONTEXT,
    '@type': article.type,
    '@id': `${urls.page(article.path)}#article`,
    mainEntityOfPage: urls.page(article.path),
    url: urls.page(article.path),
    headline: article.headline,
    description: article.description,
    datePublished: article.datePublished,
    dateModified: article.dateModified ?? article.datePublished,
    author: article.author ? { '@type': 'Organization', name: article.author } : { '@id': organizationId(urls) },
    publisher: { '@id': organizationId(urls) },
    image: urls.file(article.image),
    ...(article.keywords?.length ? { keywords: article.keywords } : {}),
    inLanguage: urls.language,
    isPartOf: { '@type': 'WebSite', name: site.companyName, url: urls.page('/') },
  };
}

/** An entry's page: the article, and the trail from the home page through its section to it. */
export function entryJsonLd(site: Site, trail: { home: string; section: [name: string, path: string] }, article: ArticleInput, urls: JsonLdUrls): JsonLdNode[] {
  return [articleJsonLd(site, article, urls), breadcrumbJsonLd([[trail.home, '/'], trail.section, [article.headline, article.path]], urls)];
}

/**
 * JSON for an inline <script type="application/ld+json">: '<', '>' and '&' are written as
 * \u escapes so no content can close the script element or open a comment, and U+2028/U+2029
 * are escaped too. The JSON value is unchanged (JSON.parse gives back the same object).
 */
export function serializeJsonLd(data: JsonLdNode | JsonLdNode[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
