// The enquiry form of the Contact page and of every product page ("Request a Consultation").
// Rendered here, on the server, as plain HTML (readable and typeable before any script runs);
// DeferredEnquiryForm swaps in the interactive form when it comes near the screen.
import { DeferredEnquiryForm } from './DeferredEnquiryForm';
import { EnquiryFormView, type EnquiryFormSettings } from './EnquiryFormView';

export function EnquiryForm(settings: EnquiryFormSettings) {
  return (
    <DeferredEnquiryForm settings={settings}>
      <EnquiryFormView settings={settings} />
    </DeferredEnquiryForm>
  );
}
