// Generated from content/schemas/languages.schema.json by scripts/build/content-types.mjs: do not edit; change the schema.

/**
 * Path of this file's schema, for editors. Leave as it is.
 */
export type JSONSchema = string
/**
 * The language's two- or three-letter code (ISO 639), as in its pages' addresses and lang attribute: en, mr, hi.
 */
export type Code = string
/**
 * The language's name as its readers write it, shown in the language switcher: English, मराठी, हिन्दी.
 */
export type Name = string
/**
 * One to three letters for the language switcher where the header has little room (below 1440 px), as its readers would recognise it: EN, म, हि.
 */
export type ShortName = string
/**
 * Language and country for dates, numbers and shared links: en-IN, mr-IN.
 */
export type Locale = string
/**
 * The default language first.
 * 
 * @minItems 1
 */
export type Languages = {
code: Code
name: Name
short: ShortName
locale: Locale
}[]

/**
 * The languages the site is written in. The first is the default: its pages are at the site's root (/about/), every other language's under its code (/mr/about/). Every other content file holds one group of fields per language, the default's first; a language with no words in a file uses the default's there, and an entry (a product, a post, a case study) without them is left out of that language's pages.
 */
export interface ContentFile {
$schema?: JSONSchema
languages: Languages
}
