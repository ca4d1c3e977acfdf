// Generated from content/schemas/hero.schema.json by scripts/build/content-types.mjs: do not edit; change the schema.

/**
 * Path of this file's schema, for editors. Leave as it is.
 */
export type JSONSchema = string
/**
 * The banner picture, 16:9, at least 1920 × 1080 pixels. Keep the left-centre calm: the text box sits there. A path under public/, starting with '/', e.g. /images/products/solar-water-pumping-system.jpg.
 */
export type Image = string
/**
 * The name of the project in the picture, used as its alternative text, e.g. 'Lakeview Township water treatment plant'.
 */
export type ProjectName = string
/**
 * The home page's banner photos, in the order they are shown: at least one. One photo stays still; more rotate.
 * 
 * @minItems 1
 */
export type Slides = Slide[]

/**
 * The pictures of the rotating banner at the top of the home page.
 */
export interface ContentFile {
$schema?: JSONSchema
slides: Slides
}
/**
 * One banner picture.
 */
export interface Slide {
image: Image
alt: ProjectName
}
