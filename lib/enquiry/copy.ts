// The shape of content/forms.json: every word the enquiry forms show. Generated from its JSON
// Schema (content/schemas/forms.schema.json) into lib/content/generated/forms.ts; named here.
import type { ContentFile as FormsFile } from '../content/generated/forms';

export type FormCopy = Omit<FormsFile, '$schema'>;

/** Why a send failed, as the form words it. */
export type FailureCopyKey = keyof FormCopy['failure']['messages'];
