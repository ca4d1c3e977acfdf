// The enquiry's door for the pages and the form (components/forms/): nothing outside lib/enquiry/
// imports past it, or past the hosts' door (server/index.ts). Plain-JavaScript tools take the
// public settings from settings.mjs.
export { enquiryCanSend, enquiryMode } from './mode';
export { CHALLENGE_PATH, HONEYPOT_FIELD, POW_WORKER_PATH, RELAY_PATH } from './settings.mjs';
export { formProductChoice, productChoices, type FormProductChoice, type ProductChoiceGroup } from './product-choices';
export { sendDirect } from './direct';
export type { EnquiryFailure, EnquiryResult } from './shared/failures';
export { ENQUIRY_TIMEOUT_MS, postJson } from './shared/post';
export { createEnquirySchema, enquiryErrors, enquiryFields, initialEnquiryValues, trimEnquiry, withLanguageNote, type EnquiryField, type EnquiryValues } from './shared/schema';
