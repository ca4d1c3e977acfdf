// Generated from content/schemas/post.schema.json by scripts/build/content-types.mjs: do not edit; change the schema.

/**
 * The article's heading, its page title and its share picture's text.
 */
export type Title = string
/**
 * One or two sentences shown in lists, feeds and search results (at most 300 characters).
 */
export type Summary = string
/**
 * The day it is published, as YYYY-MM-DD. A date in the future keeps the article out of the site until that day's build.
 */
export type PublicationDate = string
/**
 * Optional. The day the article last changed in substance, as YYYY-MM-DD.
 */
export type UpdatedOn = string
/**
 * Who wrote it, as it should be shown, e.g. 'Site engineering team'.
 */
export type Author = string
export type Tag = string
/**
 * Topics, each listing its articles at /blog/tag/<tag>/. Reuse the tags already in use where they fit.
 * 
 * @minItems 1
 */
export type Tags = Tag[]
/**
 * The picture at the top and on the article's card, 16:9 or 4:3. A path under public/, starting with '/', e.g. /images/gallery/site-visit.jpg.
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
 * One article: a Markdown file content/blog/<URL name>.md. The front matter (between the two '---' lines at the top) holds these fields; the text below it is the article. It gets its own page at /blog/<URL name>/.
 */
export interface ContentFile {
title: Title
summary: Summary
date: PublicationDate
updated?: UpdatedOn
author: Author
tags: Tags
cover: CoverPicture
coverAlt: CoverPictureDescription
draft?: Draft
}
