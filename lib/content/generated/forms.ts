// Generated from content/schemas/forms.schema.json by scripts/build/content-types.mjs: do not edit; change the schema.

/**
 * Path of this file's schema, for editors.
 */
export type JSONSchema = string
/**
 * Shown after the label of a required field, e.g. "(required)".
 */
export type RequiredMarker = string
/**
 * Shown after the label of the optional message field, e.g. "(optional)".
 */
export type OptionalMarker = string
/**
 * Visible label above the input.
 */
export type Label = string
/**
 * Example text inside the empty input. Optional; never a replacement for the label.
 */
export type Placeholder = string
/**
 * Short help shown under the label and read out with the field. Optional.
 */
export type Hint = string
/**
 * Visible label above the input.
 */
export type Label1 = string
/**
 * Example text inside the empty input. Optional; never a replacement for the label.
 */
export type Placeholder1 = string
/**
 * Short help shown under the label and read out with the field. Optional.
 */
export type Hint1 = string
/**
 * Visible label above the input.
 */
export type Label2 = string
/**
 * Example text inside the empty input. Optional; never a replacement for the label.
 */
export type Placeholder2 = string
/**
 * Short help shown under the label and read out with the field. Optional.
 */
export type Hint2 = string
/**
 * Visible label above the input.
 */
export type Label3 = string
/**
 * Example text inside the empty input. Optional; never a replacement for the label.
 */
export type Placeholder3 = string
/**
 * Short help shown under the label and read out with the field. Optional.
 */
export type Hint3 = string
/**
 * Visible label above the input.
 */
export type Label4 = string
/**
 * Example text inside the empty input. Optional; never a replacement for the label.
 */
export type Placeholder4 = string
/**
 * Short help shown under the label and read out with the field. Optional.
 */
export type Hint4 = string
/**
 * First entry of the product list, shown until a product is chosen, e.g. "Choose a product".
 */
export type EmptyChoice = string
/**
 * Last entry of the product list, for anything not listed, e.g. "Other". It is also the value sent.
 */
export type OtherChoice = string
/**
 * Visible label above the input.
 */
export type Label5 = string
/**
 * Example text inside the empty input. Optional; never a replacement for the label.
 */
export type Placeholder5 = string
/**
 * Short help shown under the label and read out with the field. Optional.
 */
export type Hint5 = string
export type FirstNameMissing = string
export type EmailMissing = string
/**
 * The address must look like name@example.com.
 */
export type EmailNotValid = string
export type MobileNumberMissing = string
/**
 * The number must be exactly 10 digits.
 */
export type MobileNumberNotValid = string
export type CityMissing = string
export type ProductNotChosen = string
/**
 * Announced when the visitor submits a form that still has errors.
 */
export type InvalidFormAlert = string
/**
 * Heading above the form.
 */
export type Heading = string
/**
 * One sentence under the heading.
 */
export type Introduction = string
/**
 * Text of the submit button while nothing is being sent.
 */
export type SubmitButton = string
/**
 * Heading above the form.
 */
export type Heading1 = string
/**
 * One sentence under the heading.
 */
export type Introduction1 = string
/**
 * The introduction when the form names several products at once (a case study that installed more than one).
 */
export type IntroductionForSeveralProducts = string
/**
 * Text of the submit button while nothing is being sent.
 */
export type SubmitButton1 = string
/**
 * Text of the submit button while the enquiry is being sent, e.g. "Sending…".
 */
export type SendingButton = string
export type Title = string
export type Text = string
export type Title1 = string
/**
 * The site was built without the enquiry service settings.
 */
export type NotConfigured = string
/**
 * The enquiry service could not be reached.
 */
export type NoConnection = string
/**
 * Neither the relay nor the enquiry service confirmed the enquiry in time. Say that trying again does not send it twice.
 */
export type NoAnswerInTime = string
/**
 * The enquiry service answered with an error. "{status}" is replaced by the HTTP status code.
 */
export type ErrorAnswer = string
/**
 * The enquiry service's login answer had no token.
 */
export type UnexpectedAnswer = string
/**
 * The relay refused some fields; each marked field shows its own message.
 */
export type DetailsNotAccepted = string
/**
 * Too many enquiries from one connection in a short time. "{minutes}" is replaced by the minutes to wait.
 */
export type TooManyEnquiries = string
/**
 * The relay refused the form's automatic spam check (proof of work) twice; trying again usually works.
 */
export type SpamCheckFailed = string
/**
 * Sends the same values again.
 */
export type RetryButton = string
/**
 * Shown above the form, with the email link.
 */
export type Notice = string
export type Text1 = string
/**
 * Read only by robots that fill in every field.
 */
export type Label6 = string
/**
 * Text before the link.
 */
export type Introduction2 = string
/**
 * "{email}" is replaced by the enquiry address (the first address in site.json).
 */
export type LinkText = string
/**
 * Subject of the email. "{product}" and "{firstName}" are replaced by the typed values.
 */
export type Subject = string
/**
 * First line of the email, above the typed values.
 */
export type BodyIntroduction = string
/**
 * Added below the message of an enquiry sent from another language's pages, for the company to read (so in the default language): {language} is the language's name, {code} its code. E.g. "Sent from the site's pages in {language} ({code})."
 */
export type LanguageLine = string

/**
 * Every word shown by the two enquiry forms: the Contact page's enquiry form and the product pages' Request a Consultation form.
 */
export interface ContentFile {
$schema?: JSONSchema
requiredMarker: RequiredMarker
optionalMarker: OptionalMarker
fields: Fields
errors: ErrorMessages
invalidForm: InvalidFormAlert
forms: Forms
sending: SendingButton
success: SuccessMessage
failure: FailureMessage
notConfigured: NotConfigured1
restored: AfterAReloadDuringSending
trap: SpamTrap
mailto: EmailFallback
languageLine: LanguageLine
}
/**
 * Labels, placeholders and hints of the inputs.
 */
export interface Fields {
firstName: FirstName
email: Email
mobile: MobileNumber
city: City
productName: Product
message: Message
}
/**
 * Copy of the first name field.
 */
export interface FirstName {
label: Label
placeholder?: Placeholder
hint?: Hint
}
/**
 * Copy of the email field.
 */
export interface Email {
label: Label1
placeholder?: Placeholder1
hint?: Hint1
}
/**
 * Copy of the mobile number field.
 */
export interface MobileNumber {
label: Label2
placeholder?: Placeholder2
hint?: Hint2
}
/**
 * Copy of the city field.
 */
export interface City {
label: Label3
placeholder?: Placeholder3
hint?: Hint3
}
/**
 * Copy of the product field.
 */
export interface Product {
label: Label4
placeholder?: Placeholder4
hint?: Hint4
choose: EmptyChoice
other: OtherChoice
}
/**
 * Copy of the message field.
 */
export interface Message {
label: Label5
placeholder?: Placeholder5
hint?: Hint5
}
/**
 * Shown under a field once the visitor has left it with a wrong value.
 */
export interface ErrorMessages {
firstNameRequired: FirstNameMissing
emailRequired: EmailMissing
emailInvalid: EmailNotValid
mobileRequired: MobileNumberMissing
mobileInvalid: MobileNumberNotValid
cityRequired: CityMissing
productNameRequired: ProductNotChosen
}
/**
 * Heading, introduction and button of each place the form appears.
 */
export interface Forms {
contact: ContactPageEnquiryForm
consultation: ProductPageRequestAConsultationForm
}
export interface ContactPageEnquiryForm {
heading: Heading
intro: Introduction
submit: SubmitButton
}
export interface ProductPageRequestAConsultationForm {
heading: Heading1
intro: Introduction1
introSeveral: IntroductionForSeveralProducts
submit: SubmitButton1
}
/**
 * Shown (and read out) after an enquiry was sent; the form is then emptied.
 */
export interface SuccessMessage {
title: Title
text: Text
}
/**
 * Shown when an enquiry could not be sent. The typed values stay in the form.
 */
export interface FailureMessage {
title: Title1
messages: MessagesByCause
retry: RetryButton
}
/**
 * Each says what happened and what the visitor can do.
 */
export interface MessagesByCause {
notConfigured: NotConfigured
network: NoConnection
timeout: NoAnswerInTime
http: ErrorAnswer
badToken: UnexpectedAnswer
rejected: DetailsNotAccepted
rateLimited: TooManyEnquiries
proofOfWork: SpamCheckFailed
}
/**
 * For a site built without the enquiry service settings.
 */
export interface NotConfigured1 {
notice: Notice
}
/**
 * Shown above a form whose send was interrupted by a reload; its details are restored.
 */
export interface AfterAReloadDuringSending {
text: Text1
}
/**
 * A field hidden from people and screen readers; only robots fill it in.
 */
export interface SpamTrap {
label: Label6
}
/**
 * A link that opens the visitor's email program with the enquiry already written.
 */
export interface EmailFallback {
intro: Introduction2
link: LinkText
subject: Subject
bodyIntro: BodyIntroduction
}
