// The enquiry form of the Contact page and of every product page ("Request a Consultation").
// Rendered here, on the server, as plain HTML (readable and typeable before any script runs);
// DeferredEnquiryForm swaps in the interactive form when it comes near the screen.
import { pageLanguage } from '@/components/i18n/page-language';
import { defaultRoots, getFormCopy } from '@/lib/content';
import { fillTemplate } from '@/lib/text';
import { DeferredEnquiryForm } from './DeferredEnquiryForm';
import { EnquiryFormView, type EnquiryFormSettings } from './EnquiryFormView';

export async function EnquiryForm(props: Omit<EnquiryFormSettings, 'languageNote'>) {
  const { language, languages } = await pageLanguage();
  // On another language's page the enquiry tells the company so, in the company's language.
  const languageNote =
    language.code === languages[0]?.code ? undefined : fillTemplate(getFormCopy(defaultRoots).languageLine, { language: language.name, code: language.code });
  const settings: EnquiryFormSettings = { ...props, languageNote };
  return (
    <DeferredEnquiryForm settings={settings}>
      <EnquiryFormView settings={settings} />
    </DeferredEnquiryForm>
  );
}
