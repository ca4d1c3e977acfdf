// Generated from content/schemas/site.schema.json by scripts/build/content-types.mjs: do not edit; change the schema.

/**
 * Path of this file's schema, for editors. Leave as it is.
 */
export type JSONSchema = string
/**
 * The full company name, e.g. 'BlueGreen Engineering'.
 */
export type CompanyName = string
/**
 * Short name used in browser tab titles: '<short name>: <page>'.
 */
export type ShortName = string
/**
 * The line shown above the hero heading, e.g. 'We Manage'.
 */
export type Slogan = string
/**
 * The hero heading, e.g. 'Blue For Better Green'.
 */
export type Tagline = string
/**
 * Default search-result snippet for pages without their own, 50 to 170 characters.
 */
export type SiteDescription = string
/**
 * The mission statement on the About page.
 */
export type Mission = string
/**
 * One paragraph of the introduction.
 */
export type Paragraph = string
/**
 * The About page introduction, one paragraph per entry.
 * 
 * @minItems 1
 */
export type Introduction = Paragraph[]
/**
 * The logo image. A path under public/, starting with '/', e.g. /images/products/solar-water-pumping-system.jpg.
 */
export type LogoFile = string
/**
 * Alternative text of the logo: normally the company name.
 */
export type LogoText = string
/**
 * The partner brand's name, also the alternative text of its logo.
 */
export type PartnerName = string
/**
 * The partner brand's logo. A path under public/, starting with '/', e.g. /images/products/solar-water-pumping-system.jpg.
 */
export type PartnerLogoFile = string
/**
 * Link to the partner's website. Must start with http:// or https://.
 */
export type PartnerWebsite = string
/**
 * Heading shown above the address, e.g. 'Head office'.
 */
export type Label = string
/**
 * One line of the address.
 */
export type AddressLine = string
/**
 * The address, one line per entry, in the order they are printed.
 * 
 * @minItems 1
 */
export type AddressLines = AddressLine[]
/**
 * Link to the location on a map, e.g. https://www.openstreetmap.org/?mlat=18.52&mlon=73.85. Must start with http:// or https://.
 */
export type MapLink = string
/**
 * Heading shown above the address, e.g. 'Head office'.
 */
export type Label1 = string
/**
 * One line of the address.
 */
export type AddressLine1 = string
/**
 * The address, one line per entry, in the order they are printed.
 * 
 * @minItems 1
 */
export type AddressLines1 = AddressLine1[]
/**
 * Link to the location on a map, e.g. https://www.openstreetmap.org/?mlat=18.52&mlon=73.85. Must start with http:// or https://.
 */
export type MapLink1 = string
/**
 * A sales phone number. Digits, spaces, brackets and hyphens, with an optional leading '+', e.g. '+91 90000 00011'.
 */
export type SalesPhone = string
/**
 * The sales phone numbers: at least one.
 * 
 * @minItems 1
 */
export type SalesPhoneNumbers = SalesPhone[]
/**
 * The service phone number. Digits, spaces, brackets and hyphens, with an optional leading '+', e.g. '+91 90000 00011'.
 */
export type ServicePhoneNumber = string
/**
 * What the address is for, e.g. 'Sales enquiries'.
 */
export type Label2 = string
/**
 * The e-mail address, e.g. 'sales@example.com'.
 */
export type Address = string
/**
 * The labelled e-mail addresses: at least one. The first one receives the enquiries sent through the forms.
 * 
 * @minItems 1
 */
export type EMailAddresses = EMailAddress[]
/**
 * Link to the Facebook page. Must start with http:// or https://.
 */
export type Facebook = string
/**
 * Link to the Instagram profile. Must start with http:// or https://.
 */
export type Instagram = string
/**
 * Link to the Pinterest profile. Must start with http:// or https://.
 */
export type Pinterest = string
/**
 * Link to the YouTube channel. Must start with http:// or https://.
 */
export type YouTube = string
/**
 * The picture shown when a page is shared on social media, 1200 × 630 pixels. A path under public/, starting with '/', e.g. /images/products/solar-water-pumping-system.jpg.
 */
export type SharingImage = string

/**
 * Company name, slogans, About text, logos, contact details and social links used across the whole site.
 */
export interface ContentFile {
$schema?: JSONSchema
companyName: CompanyName
shortName: ShortName
slogan: Slogan
tagline: Tagline
description: SiteDescription
mission: Mission
intro: Introduction
logo: CompanyLogo
partner: PartnerBrand
contact: ContactDetails
social: SocialMedia
ogImage: SharingImage
}
/**
 * The logo in the navigation bar, linking to the home page.
 */
export interface CompanyLogo {
src: LogoFile
alt: LogoText
}
/**
 * The partner pump brand whose logo appears at the right of the navigation bar.
 */
export interface PartnerBrand {
name: PartnerName
logo: PartnerLogoFile
url: PartnerWebsite
}
/**
 * Addresses, phone numbers and e-mail addresses shown on the Contact page and in the footer.
 */
export interface ContactDetails {
office: Office
serviceCentre: ServiceCentreAndWarehouse
salesPhones: SalesPhoneNumbers
servicePhone: ServicePhoneNumber
emails: EMailAddresses
}
/**
 * The office address.
 */
export interface Office {
label: Label
lines: AddressLines
mapUrl: MapLink
}
/**
 * The service centre and warehouse address.
 */
export interface ServiceCentreAndWarehouse {
label: Label1
lines: AddressLines1
mapUrl: MapLink1
}
/**
 * A labelled e-mail address.
 */
export interface EMailAddress {
label: Label2
address: Address
}
/**
 * Links to the company pages on social networks, shown in the footer.
 */
export interface SocialMedia {
facebook: Facebook
instagram: Instagram
pinterest: Pinterest
youtube: YouTube
}
