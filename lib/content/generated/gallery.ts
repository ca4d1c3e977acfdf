// Generated from content/schemas/gallery.schema.json by scripts/build/content-types.mjs: do not edit; change the schema.

/**
 * Path of this file's schema, for editors. Leave as it is.
 */
export type JSONSchema = string
/**
 * The picture shown in the full-screen viewer, 4:3 (e.g. 1600 × 1200 pixels). A path under public/, starting with '/', e.g. /images/products/solar-water-pumping-system.jpg.
 */
export type FullSizeImage = string
/**
 * The small picture in the grid, the same scene at 640 × 480 pixels. A path under public/, starting with '/', e.g. /images/products/solar-water-pumping-system.jpg.
 */
export type ThumbnailImage = string
/**
 * What the picture shows, for people who cannot see it.
 */
export type ImageDescription = string
/**
 * A short caption shown in the viewer.
 */
export type Caption = string
/**
 * The gallery's pictures, in the order they are shown: at least one.
 * 
 * @minItems 1
 */
export type Images = GalleryImage[]

/**
 * The pictures of the Gallery page and its full-screen viewer.
 */
export interface ContentFile {
$schema?: JSONSchema
images: Images
}
/**
 * One gallery picture.
 */
export interface GalleryImage {
itemImageSrc: FullSizeImage
thumbnailImageSrc: ThumbnailImage
alt: ImageDescription
title: Caption
}
