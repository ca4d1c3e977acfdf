// How this build's forms send an enquiry, from the NEXT_PUBLIC_ENQUIRY_* variables (checked by
// settings.mjs). Read at build time: compiled into the exported pages, so none of them is secret.
import { enquirySettings } from './settings.mjs';
import { isEnquiryConfigured, type EnquiryConfig } from './provider/config';

/**
 * How the forms send an enquiry:
 * - 'relay' (default): to the site's own /api/enquiries (lib/enquiry/server/relay.ts as a host function),
 *   which holds the provider's credentials server-side;
 * - 'direct': straight to the provider with NEXT_PUBLIC_ENQUIRY_* credentials compiled into the
 *   page (public!), for hosts without functions; the default when NEXT_PUBLIC_ENQUIRY_API_URL is set;
 * - 'off': no online sending; the forms offer the e-mail link.
 */
// Written out one by one: Next inlines NEXT_PUBLIC_* only where they appear literally.
const enquiry = enquirySettings({
  NEXT_PUBLIC_ENQUIRY_MODE: process.env.NEXT_PUBLIC_ENQUIRY_MODE,
  NEXT_PUBLIC_ENQUIRY_API_URL: process.env.NEXT_PUBLIC_ENQUIRY_API_URL,
});

export const enquiryConfig: EnquiryConfig = {
  apiUrl: enquiry.apiUrl,
  product: process.env.NEXT_PUBLIC_ENQUIRY_PRODUCT ?? '',
  user: process.env.NEXT_PUBLIC_ENQUIRY_USER ?? '',
  password: process.env.NEXT_PUBLIC_ENQUIRY_PASSWORD ?? '',
};

export const enquiryMode = enquiry.mode;

/** Whether the pages can send at all: relay mode always can (the relay says 503 if it cannot). */
export const enquiryCanSend = enquiryMode === 'relay' || (enquiryMode === 'direct' && isEnquiryConfigured(enquiryConfig));
