// Generated from content/schemas/case-study.schema.json by scripts/build/content-types.mjs: do not edit; change the schema.

/**
 * The project's heading, its page title and its share picture's text.
 */
export type Title = string
/**
 * One or two sentences shown in the list and in search results (at most 300 characters).
 */
export type Summary = string
/**
 * When the project was completed or published, as YYYY-MM-DD; the list shows the newest first. A date in the future keeps it out of the site until that day's build.
 */
export type Date = string
/**
 * Optional. The day the case study last changed in substance, as YYYY-MM-DD.
 */
export type UpdatedOn = string
/**
 * Who the work was for: free text, or the name of a client on the Clients page (content/clients.json), whose logo is then shown.
 */
export type Client = string
/**
 * Where the work was done, e.g. 'Pune, Maharashtra'.
 */
export type Location = string
/**
 * The kind of client, e.g. 'Housing' or 'Industry'. Each sector has its own list at /case-studies/sector/<sector>/.
 */
export type Sector = string
export type Product = string
/**
 * The catalog's products used in the project, by URL name (content/products/<URL name>.json). Each links to its page, and the project is listed on it.
 */
export type ProductsInstalled = Product[]
/**
 * What is measured, e.g. 'Water recovered'.
 */
export type Label = string
/**
 * The figure with its unit, e.g. '40%'.
 */
export type Value = string
/**
 * A few results in numbers, e.g. 'Water recovered: 40%'.
 */
export type KeyFigures = {
label: Label
value: Value
}[]
/**
 * The picture at the top and on the project's card. A path under public/, starting with '/', e.g. /images/gallery/site-visit.jpg.
 */
export type CoverPicture = string
/**
 * What the cover picture shows, for people who cannot see it.
 */
export type CoverPictureDescription = string
/**
 * Optional. A draft shows in the preview (npm run dev, the admin) but not on the published site.
 */
export type Draft = boolean

/**
 * One finished project: a Markdown file content/case-studies/<URL name>.md. The front matter (between the two '---' lines at the top) holds these fields; the text below it tells the story. It gets its own page at /case-studies/<URL name>/.
 */
export interface ContentFile {
title: Title
summary: Summary
date: Date
updated?: UpdatedOn
client: Client
location: Location
sector: Sector
products: ProductsInstalled
figures: KeyFigures
cover: CoverPicture
coverAlt: CoverPictureDescription
draft?: Draft
}
