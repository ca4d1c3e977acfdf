// Generated from content/schemas/product.schema.json by scripts/build/content-types.mjs: do not edit; change the schema.

/**
 * Path of this file's schema, for editors. Leave as it is.
 */
export type JSONSchema = string
/**
 * The product's address: /product-details/<name>/. Lowercase letters, digits and single hyphens, e.g. 'solar-water-pumping-system'. Must be unique. It is also the file's name (content/products/<name>.json), so it is fixed once the product exists: to rename a product, create a new one and delete the old one (in the files: rename the file and this field together).
 */
export type URLName = string
/**
 * The product name shown on cards, in the product list and as the page heading.
 */
export type Title = string
/**
 * Optional. The group the product is listed under once the catalog has more than 24 products (product pages, the Products pages, the forms' product choice), e.g. 'Pumping systems'. Products without one are listed under 'Other products'.
 */
export type Category = string
/**
 * Optional. The category's name as this language's pages show it, e.g. 'पंपिंग सिस्टम' for 'Pumping systems'. Without it, the category as written above. Write it the same on every product of the category.
 */
export type CategoryAsShown = string
/**
 * Where the product comes in lists: 1 first, then 2 and so on. Products without a position follow, in order of their titles.
 */
export type Position = number
/**
 * The product picture, 4:3 (e.g. 1200 × 900 pixels). A path under public/, starting with '/', e.g. /images/products/solar-water-pumping-system.jpg.
 */
export type Image = string
/**
 * What the picture shows, for people who cannot see it.
 */
export type ImageDescription = string
/**
 * One bullet point.
 */
export type Feature = string
/**
 * Optional bullet points shown on the product page. Leave the field out when there are none.
 * 
 * @minItems 1
 */
export type KeyFeatures = Feature[]
/**
 * The text about the product shown on its page.
 */
export type Description = string

/**
 * One product: a file content/products/<URL name>.json. Each product gets its own page at /product-details/<URL name>/.
 */
export interface ContentFile {
$schema?: JSONSchema
name: URLName
title: Title
category?: Category
categoryLabel?: CategoryAsShown
order?: Position
image: Image
imageAlt: ImageDescription
detailedInformation?: KeyFeatures
commonContent: Description
}
