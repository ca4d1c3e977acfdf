/**
 * Each enquiry form's id on its pages; its fields' ids start with it (`consultation-form-email`).
 * One place, so the Markdown headings of a case study can keep clear of them (lib/markdown/entry-body.ts).
 */
export const FORM_IDS = { contact: 'contact-enquiry', consultation: 'consultation-form' } as const;
