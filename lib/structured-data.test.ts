import { defaultRoots, getLanguages, getPages, getProducts, getSite } from './content';
import type { Pages, Product, Site } from './content/types';
import {
  entryJsonLd,
  organizationId,
  organizationJsonLd,
  productBreadcrumbJsonLd,
  productJsonLd,
  serializeJsonLd,
  type JsonLdNode,
  type JsonLdUrls,
  type UrlFor,
} from './structured-data';

const urlFor: UrlFor = (path) => `https://www.example.com/site${path}`;
const urls: JsonLdUrls = { page: urlFor, file: urlFor, language: 'en' };
/** A Marathi page's: its pages under /mr/, files where they are. */
const marathiUrls: JsonLdUrls = { page: (path) => urlFor(`/mr${path}`), file: urlFor, language: 'mr' };

const site: Site = {
  companyName: 'Acme Water Engineering',
  shortName: 'Acme',
  slogan: 'We Manage',
  tagline: 'Blue For Better Green',
  description: 'Water systems.',
  mission: 'Best quality.',
  intro: ['Intro.'],
  logo: { src: '/images/logo.svg', alt: 'Acme logo' },
  partner: { name: 'Pumps Inc', logo: '/images/partner.svg', url: 'https://pumps.example' },
  contact: {
    office: { label: 'Office', lines: ['1 Main Road', 'Pune 411001'], mapUrl: 'https://maps.example/1' },
    serviceCentre: { label: 'Service', lines: ['2 Side Road'], mapUrl: 'https://maps.example/2' },
    salesPhones: ['+91 90000 00001', '+91 90000 00002'],
    servicePhone: '+91 90000 00009',
    emails: [
      { label: 'Enquiries', address: 'sales@example.com' },
      { label: 'Support', address: 'support@example.com' },
    ],
  },
  social: {
    facebook: 'https://facebook.example/acme',
    instagram: 'https://instagram.example/acme',
    pinterest: 'https://pinterest.example/acme',
    youtube: 'https://youtube.example/acme',
  },
  ogImage: '/images/og.jpg',
};

const product: Product = {
  name: 'solar-pumping',
  title: 'Solar Pumping </script><script>alert(1)</script>',
  image: '/images/products/solar.jpg',
  imageAlt: 'Solar panels',
  detailedInformation: ['Up to 10 HP.', 'Remote monitoring.'],
  commonContent: 'Pumps that run on sunlight & batteries.',
};

const pages = {
  navigation: [],
  enquireNow: { label: 'Enquire now', path: '/contact/#enquiry' },
  pages: {
    home: { title: 'Home', heading: 'Blue For Better Green', description: '' },
    products: { title: 'Products', heading: 'Our Products', description: '' },
  },
} as unknown as Pages;

describe('organizationJsonLd', () => {
  const org = organizationJsonLd(site, urls);

  it('names the company with absolute URL, logo and @id', () => {
    expect(org).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': 'https://www.example.com/site/#organization',
      name: 'Acme Water Engineering',
      url: 'https://www.example.com/site/',
      logo: 'https://www.example.com/site/images/logo.svg',
      email: 'sales@example.com',
      address: { '@type': 'PostalAddress', streetAddress: '1 Main Road, Pune 411001' },
    });
  });

  it('has a contact point per sales phone, the service phone and the other e-mail addresses', () => {
    expect(org.contactPoint).toEqual([
      { '@type': 'ContactPoint', contactType: 'sales', telephone: '+91 90000 00001', email: 'sales@example.com' },
      { '@type': 'ContactPoint', contactType: 'sales', telephone: '+91 90000 00002', email: 'sales@example.com' },
      { '@type': 'ContactPoint', contactType: 'customer service', telephone: '+91 90000 00009' },
      { '@type': 'ContactPoint', contactType: 'Support', email: 'support@example.com' },
    ]);
  });

  it('links every social profile with sameAs', () => {
    expect(org.sameAs).toEqual(Object.values(site.social));
  });
});

describe('productJsonLd', () => {
  it('describes the product with its page, image and the company as brand and manufacturer', () => {
    expect(productJsonLd(site, product, urls)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      '@id': 'https://www.example.com/site/product-details/solar-pumping/#product',
      name: product.title,
      url: 'https://www.example.com/site/product-details/solar-pumping/',
      image: 'https://www.example.com/site/images/products/solar.jpg',
      description: 'Pumps that run on sunlight & batteries.',
      brand: { '@type': 'Brand', name: 'Acme Water Engineering' },
      manufacturer: { '@id': organizationId(urls) },
    });
  });

  it('is the same without detailed information', () => {
    const plain = productJsonLd(site, { ...product, detailedInformation: undefined }, urls);
    expect(plain).toEqual(productJsonLd(site, product, urls));
  });
});

describe('productBreadcrumbJsonLd', () => {
  it('is Home › Our Products › the product, positions from 1, absolute URLs', () => {
    expect(productBreadcrumbJsonLd(pages, product, urls)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.example.com/site/' },
        { '@type': 'ListItem', position: 2, name: 'Our Products', item: 'https://www.example.com/site/products/' },
        {
          '@type': 'ListItem',
          position: 3,
          name: product.title,
          item: 'https://www.example.com/site/product-details/solar-pumping/',
        },
      ],
    });
  });
});

describe('serializeJsonLd', () => {
  it('cannot close the script element or open a comment, and parses back to the same data', () => {
    const data = [productJsonLd(site, product, urls), productBreadcrumbJsonLd(pages, product, urls)];
    const json = serializeJsonLd(data);
    expect(json).not.toMatch(/[<>&]/);
    expect(json).not.toMatch(/<\/script/i);
    expect(JSON.parse(json)).toEqual(data);
  });

  it('escapes the line and paragraph separators', () => {
    const json = serializeJsonLd({ '@type': 'Thing', name: 'a\u2028b\u2029c' });
    expect(json).toBe('{"@type":"Thing","name":"a\\u2028b\\u2029c"}');
    expect(JSON.parse(json)).toEqual({ '@type': 'Thing', name: 'a\u2028b\u2029c' });
  });
});

describe('from the real content', () => {
  it('builds an Organization and, for every product, a Product and a breadcrumb', () => {
    const realSite = getSite();
    const org = organizationJsonLd(realSite, urls);
    expect(org.name).toBe(realSite.companyName);
    expect(org.sameAs).toHaveLength(4);
    for (const item of getProducts()) {
      const productNode = productJsonLd(realSite, item, urls);
      expect(productNode.name).toBe(item.title);
      expect(String(productNode.image)).toMatch(/^https:\/\/www\.example\.com\/site\/images\//);
      const crumbs = productBreadcrumbJsonLd(getPages(), item, urls).itemListElement as { item: string }[];
      expect(crumbs.at(-1)?.item).toBe(`https://www.example.com/site/product-details/${item.name}/`);
    }
  });
});

describe('on a page in another language', () => {
  const product = getProducts()[0]!;

  it("points at that language's pages and the same files, and names one company in every language", () => {
    const node = productJsonLd(site, product, marathiUrls);
    expect(node.url).toBe(`https://www.example.com/site/mr/product-details/${product.name}/`);
    expect(node.image).toBe(`https://www.example.com/site${product.image}`);
    expect(node.manufacturer).toEqual({ '@id': organizationId(urls) });
    const org = organizationJsonLd(site, marathiUrls);
    expect(org['@id']).toBe(organizationJsonLd(site, urls)['@id']);
    expect(org.url).toBe('https://www.example.com/site/mr/');
    const crumbs = productBreadcrumbJsonLd(getPages(), product, marathiUrls).itemListElement as { item: string }[];
    expect(crumbs.map((crumb) => crumb.item)).toEqual(['/', '/products/', `/product-details/${product.name}/`].map((path) => `https://www.example.com/site/mr${path}`));
  });

  it("keeps the default language's contact types and names each contact point in the page's words", () => {
    const english = getSite();
    const others = getLanguages().slice(1);
    for (const language of others) {
      const translated = getSite({ ...defaultRoots, language: language.code });
      const points = organizationJsonLd(translated, marathiUrls, english).contactPoint as JsonLdNode[];
      const inDefault = organizationJsonLd(english, urls).contactPoint as JsonLdNode[];
      expect(points.map((point) => point.contactType)).toEqual(inDefault.map((point) => point.contactType));
      const emailPoints = points.filter((point) => point.email && point.contactType !== 'sales');
      expect(emailPoints.map((point) => point.name ?? point.contactType)).toEqual(translated.contact.emails.slice(1).map((email) => email.label));
    }
  });

  it("says an article's language", () => {
    const article = { type: 'Article' as const, path: '/case-studies/a/', headline: 'A', description: 'B', datePublished: '2026-01-01', image: '/og/a.png' };
    const [node] = entryJsonLd(site, { home: 'Home', section: ['Case studies', '/case-studies/'] }, article, marathiUrls);
    expect(node).toMatchObject({ inLanguage: 'mr', url: 'https://www.example.com/site/mr/case-studies/a/', image: 'https://www.example.com/site/og/a.png' });
    expect(entryJsonLd(site, { home: 'Home', section: ['Case studies', '/case-studies/'] }, article, urls)[0]).toMatchObject({ inLanguage: 'en' });
  });
});
