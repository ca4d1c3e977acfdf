// Generated from content/schemas/clients.schema.json by scripts/build/content-types.mjs: do not edit; change the schema.

/**
 * Path of this file's schema, for editors. Leave as it is.
 */
export type JSONSchema = string
/**
 * The client's name, also the alternative text of its logo.
 */
export type Name = string
/**
 * The client logo, an SVG of about 200 × 80 with at least 3:1 contrast on white. A path under public/, starting with '/', e.g. /images/products/solar-water-pumping-system.jpg.
 */
export type Logo = string
/**
 * The clients, in the order they are shown: at least one. One logo shows on its own; more move in a carousel.
 * 
 * @minItems 1
 */
export type Clients = Client[]

/**
 * The client logos of the Clients page carousel.
 */
export interface ContentFile {
$schema?: JSONSchema
clients: Clients
}
/**
 * One client.
 */
export interface Client {
name: Name
logo: Logo
}
