// Generated from content/schemas/services.schema.json by scripts/build/content-types.mjs: do not edit; change the schema.

/**
 * Path of this file's schema, for editors. Leave as it is.
 */
export type JSONSchema = string
/**
 * The service's name, e.g. 'Hospitals'.
 */
export type Name = string
/**
 * One or two sentences about the service.
 */
export type Description = string
/**
 * The tile icon, an SVG of 48 × 48. A path under public/, starting with '/', e.g. /images/products/solar-water-pumping-system.jpg.
 */
export type Icon = string
/**
 * The service tiles, in the order they are shown: at least one.
 * 
 * @minItems 1
 */
export type Services = Service[]

/**
 * The ten tiles of the Services page.
 */
export interface ContentFile {
$schema?: JSONSchema
services: Services
}
/**
 * One service tile.
 */
export interface Service {
name: Name
description: Description
icon: Icon
}
