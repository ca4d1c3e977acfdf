// Generated from content/schemas/strengths.schema.json by scripts/build/content-types.mjs: do not edit; change the schema.

/**
 * Path of this file's schema, for editors. Leave as it is.
 */
export type JSONSchema = string
/**
 * The strength, e.g. 'Highly qualified professionals'.
 */
export type Title = string
/**
 * A short sentence that explains it.
 */
export type Description = string
/**
 * The tile icon, an SVG of 48 × 48. A path under public/, starting with '/', e.g. /images/products/solar-water-pumping-system.jpg.
 */
export type Icon = string
/**
 * The strength tiles, in the order they are shown: at least one.
 * 
 * @minItems 1
 */
export type Strengths = Strength[]

/**
 * The strength tiles of the About page.
 */
export interface ContentFile {
$schema?: JSONSchema
strengths: Strengths
}
/**
 * One strength tile.
 */
export interface Strength {
title: Title
description: Description
icon: Icon
}
