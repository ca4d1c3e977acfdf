// Types of the editor-owned files in content/. Each file's JSON Schema (content/schemas/)
// is the source of truth for validation; these types mirror them for the code.

/** A path under public/, starting with '/', e.g. '/images/hero/treatment-plant.jpg'. */
export type PublicPath = string;

export interface Address {
  label: string;
  lines: string[];
  mapUrl: string;
}

export interface EmailAddress {
  label: string;
  address: string;
}

export interface Site {
  companyName: string;
  shortName: string;
  slogan: string;
  tagline: string;
  /** Default meta description for pages that have none of their own. */
  description: string;
  mission: string;
  intro: string[];
  logo: { src: PublicPath; alt: string };
  partner: { name: string; logo: PublicPath; url: string };
  contact: {
    office: Address;
    serviceCentre: Address;
    salesPhones: string[];
    servicePhone: string;
    /** The first address receives enquiries (and the forms' mailto fallback). */
    emails: EmailAddress[];
  };
  social: { facebook: string; instagram: string; pinterest: string; youtube: string };
  ogImage: PublicPath;
}

export interface Product {
  name: string;
  title: string;
  image: PublicPath;
  imageAlt: string;
  detailedInformation?: string[];
  commonContent: string;
}

export interface Service {
  name: string;
  description: string;
  icon: PublicPath;
}

export interface Strength {
  title: string;
  description: string;
  icon: PublicPath;
}

export interface HeroSlide {
  image: PublicPath;
  /** The project's name: the image's alternative text. */
  alt: string;
}

export interface GalleryImage {
  itemImageSrc: PublicPath;
  thumbnailImageSrc: PublicPath;
  alt: string;
  title: string;
}

export interface Client {
  name: string;
  logo: PublicPath;
}

export interface NavigationEntry {
  label: string;
  /** Site path, e.g. '/about/'. */
  path: string;
  /** Id of the home page section this entry marks while that section is in view. */
  section?: string;
}

export interface PageCopy {
  title: string;
  heading: string;
  description: string;
  lead?: string;
}

export type PageKey =
  | 'home'
  | 'about'
  | 'services'
  | 'clients'
  | 'caseStudies'
  | 'gallery'
  | 'products'
  | 'blog'
  | 'contact'
  | 'notFound';

export interface Pages {
  navigation: NavigationEntry[];
  enquireNow: { label: string; path: string };
  pages: Record<PageKey, PageCopy>;
}

/** Interface text: the shape of content/ui.json, checked by its schema. */
export type UiText = Omit<typeof import('../../content/ui.json'), '$schema'>;
