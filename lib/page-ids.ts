/**
 * The ids the site's pages give their own parts (landmarks, the menu, section headings, the
 * enquiry sections), in one place: the components take them from here, and a Markdown heading in a
 * post or case study keeps clear of every one of them and of the forms' (lib/markdown/entry-body.ts).
 * Client components get theirs as props from the server component around them: imported there,
 * this whole list would travel in the page's scripts.
 */
export const PAGE_IDS = {
  mainContent: 'main-content',
  siteMenu: 'site-menu',
  /** The root layout holds the first paint until this element is parsed (components/layout/SiteDocument.tsx). */
  siteFooter: 'site-footer',
  footerAbout: 'footer-about',
  footerLinks: 'footer-links',
  footerContact: 'footer-contact',
  tableOfContentsHeading: 'toc-heading',
  relatedHeading: 'related-heading',
  contact: 'contact',
  contactHeading: 'contact-heading',
  figuresHeading: 'figures-heading',
  productsHeading: 'products-heading',
  consultation: 'consultation',
  enquiryHeading: 'enquiry-heading',
} as const;

/** Each enquiry form's id on its pages; its fields' ids start with it (`consultation-form-email`). */
export const FORM_IDS = { contact: 'contact-enquiry', consultation: 'consultation-form' } as const;
