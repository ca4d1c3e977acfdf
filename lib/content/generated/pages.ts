// Generated from content/schemas/pages.schema.json by scripts/build/content-types.mjs: do not edit; change the schema.

/**
 * A path on this site, starting and ending with '/' (a '#section' may follow).
 */
export type Path = string

/**
 * The menu, the call to action and each page's title, heading and description.
 */
export interface ContentFile {
$schema?: string
/**
 * Menu entries, in order.
 * 
 * @minItems 1
 */
navigation: {
label: string
path: Path
/**
 * Id of the home page section this entry marks while it is in view.
 */
section?: string
}[]
enquireNow: {
label: string
path: Path
}
pages: {
home: Page
about: Page
services: Page
clients: Page
caseStudies: Page
gallery: Page
products: Page
blog: Page
contact: Page
notFound: Page
}
}
export interface Page {
/**
 * Page name in the browser tab: '<short name>: <title>'.
 */
title: string
/**
 * The page's main heading (h1).
 */
heading: string
/**
 * Search-result snippet, 50 to 170 characters.
 */
description: string
/**
 * Short text under the heading.
 */
lead?: string
comingSoon?: WhileNothingIsPublished
}
/**
 * Case Studies and Blog only: the page's search-result snippet and text while no entry is published; once one is, the description and lead above are used.
 */
export interface WhileNothingIsPublished {
/**
 * Search-result snippet, 50 to 170 characters.
 */
description: string
/**
 * The text shown in place of the list, e.g. 'Coming Soon'.
 */
lead: string
}
