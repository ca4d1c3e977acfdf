// Generated from content/schemas/ui.schema.json by scripts/build/content-types.mjs: do not edit; change the schema.

/**
 * What the links are, for screen readers, e.g. 'Other languages'.
 */
export type Label = string
/**
 * Said after a language's link when the page is not in that language yet and the link goes to the nearest page that is, e.g. 'not yet in English: goes to the list'. Written in that language.
 */
export type NotTranslated = string
/**
 * The group of products without a category.
 */
export type OtherProducts = string
/**
 * Heading of the list of categories on the Products pages.
 */
export type CategoriesHeading = string
/**
 * Link to a category's page. {count} is its number of products, {category} its name.
 */
export type AllInACategory = string
/**
 * Name of the list of page links, for screen readers.
 */
export type PagesLabel = string
/**
 * Link to the previous page of products.
 */
export type PreviousPage = string
/**
 * Link to the next page of products.
 */
export type NextPage = string
/**
 * Shown in the page's title and for screen readers. {page} is the page, {pages} how many there are.
 */
export type PageOfPages = string
/**
 * Above the cards of a page. {from} and {to} are the first and last shown, {count} how many there are.
 */
export type ProductsShown = string
/**
 * The header's link to the search page (read out; the header shows a magnifier).
 */
export type SearchLink = string
/**
 * The search page's heading and title.
 */
export type PageHeading = string
/**
 * The search page's description for browsers and search engines.
 */
export type PageDescription = string
/**
 * The label of the search box.
 */
export type SearchBoxLabel = string
/**
 * The example shown in the empty search box.
 */
export type SearchBoxExample = string
/**
 * The button beside the search box.
 */
export type SearchButton = string
/**
 * The label of the category filter.
 */
export type CategoryFilterLabel = string
/**
 * The filter's choice for every category.
 */
export type NoCategoryFilter = string
/**
 * Said while the search index loads.
 */
export type Loading = string
/**
 * Said when the search cannot load (offline, say).
 */
export type LoadingFailed = string
/**
 * Shown before anything is typed.
 */
export type Prompt = string
/**
 * {query} is what the visitor typed; {where} becomes the category phrase (In a category) while one is chosen.
 */
export type NoResults = string
/**
 * {query} is what the visitor typed; {where} as in No results.
 */
export type OneResult = string
/**
 * {count} results; {query} is what the visitor typed; {where} as in No results.
 */
export type Results = string
/**
 * Where {where} stands while a category is chosen (after a space); {category} is its name.
 */
export type InACategory = string
/**
 * When only the first {shown} results are shown.
 */
export type MoreResults = string
/**
 * Shown when the browser runs no JavaScript, before the product links.
 */
export type WithoutJavaScript = string
/**
 * The link to the product list on the search page.
 */
export type AllProductsLink = string

/**
 * Every short text of the site interface: buttons, labels, headings that are not page copy.
 */
export interface ContentFile {
$schema?: string
/**
 * Shown as e.g. "Skip to main content"
 */
skipToContent: string
/**
 * Shown as e.g. "Main navigation"
 */
mainNavigation: string
/**
 * Shown as e.g. "Open menu"
 */
openMenu: string
/**
 * Shown as e.g. "Close menu"
 */
closeMenu: string
/**
 * Shown as e.g. "home page"
 */
homeLinkLabel: string
languages: LanguageSwitcher
/**
 * Shown as e.g. "Authorised partner"
 */
partnerLabel: string
/**
 * Shown as e.g. "Read More"
 */
readMore: string
/**
 * Shown as e.g. "about"
 */
readMoreAbout: string
/**
 * Shown as e.g. "View all products"
 */
viewAllProducts: string
/**
 * Shown as e.g. "View all services" (below the home page's services)
 */
viewAllServices: string
/**
 * Shown as e.g. "View all clients" (below the home page's client logos)
 */
viewAllClients: string
/**
 * Shown as e.g. "More about us" (below the home page's strengths)
 */
moreAboutUs: string
/**
 * Shown as e.g. "Our Products"
 */
ourProducts: string
catalog: ProductCatalog
/**
 * Shown as e.g. "Request a Consultation"
 */
requestConsultation: string
/**
 * Shown as e.g. "Why choose us"
 */
strengthsHeading: string
/**
 * Shown as e.g. "Our mission"
 */
missionHeading: string
homeSections: {
/**
 * Shown as e.g. "Who we are"
 */
about: string
/**
 * Shown as e.g. "What we do"
 */
services: string
/**
 * Shown as e.g. "Featured products"
 */
products: string
/**
 * Shown as e.g. "Have a project in mind?"
 */
contact: string
}
footer: {
/**
 * Shown as e.g. "Quick links"
 */
quickLinks: string
/**
 * Shown as e.g. "Contact"
 */
contact: string
/**
 * Shown as e.g. "Follow us"
 */
follow: string
/**
 * Shown as e.g. "Sales"
 */
salesPhones: string
/**
 * Shown as e.g. "Service"
 */
servicePhone: string
/**
 * Shown as e.g. "E-mail"
 */
email: string
/**
 * Shown as e.g. "All rights reserved."
 */
rights: string
/**
 * Shown as e.g. "Back to top"
 */
backToTop: string
}
contact: {
/**
 * Shown as e.g. "Office"
 */
office: string
/**
 * Shown as e.g. "Service centre & warehouse"
 */
serviceCentre: string
/**
 * Shown as e.g. "View on map"
 */
viewMap: string
/**
 * Shown as e.g. "Sales"
 */
salesPhones: string
/**
 * Shown as e.g. "Service"
 */
servicePhone: string
/**
 * Shown as e.g. "E-mail"
 */
emails: string
}
carousel: {
/**
 * Shown as e.g. "Pause slideshow"
 */
pause: string
/**
 * Shown as e.g. "Play slideshow"
 */
play: string
/**
 * What a screen reader calls one slide (its role), e.g. "slide"
 */
slide: string
/**
 * What a screen reader calls the rotating box (its role), e.g. "carousel"
 */
carousel: string
/**
 * Shown as e.g. "of"
 */
of: string
/**
 * Shown as e.g. "Slides"
 */
slides: string
/**
 * Shown as e.g. "Show slide"
 */
goToSlide: string
/**
 * Shown as e.g. "Previous"
 */
previous: string
/**
 * Shown as e.g. "Next"
 */
next: string
/**
 * Shown as e.g. "Our projects"
 */
heroLabel: string
/**
 * Shown as e.g. "Client logos"
 */
clientsLabel: string
}
gallery: {
/**
 * Shown as e.g. "Close"
 */
close: string
/**
 * Shown as e.g. "Previous image"
 */
previous: string
/**
 * Shown as e.g. "Next image"
 */
next: string
/**
 * Shown as e.g. "Start slideshow"
 */
slideshowStart: string
/**
 * Shown as e.g. "Stop slideshow"
 */
slideshowStop: string
/**
 * Shown as e.g. "of"
 */
counterOf: string
/**
 * Shown as e.g. "Image viewer"
 */
viewerLabel: string
/**
 * Shown as e.g. "Zoom in or out"
 */
zoom: string
/**
 * Shown as e.g. "The image cannot be loaded"
 */
loadError: string
}
search: SiteSearch
/**
 * Shown as e.g. "Go to the home page"
 */
notFoundLink: string
blog: {
/**
 * Name of the list of articles, for screen readers.
 */
listLabel: string
/**
 * Reading time; {minutes} is the number of minutes.
 */
readingTime: string
/**
 * Before the publication date.
 */
published: string
/**
 * Before the date of the last update.
 */
updated: string
/**
 * Before the author's name.
 */
by: string
/**
 * Name of an article's list of tags.
 */
tagsLabel: string
/**
 * Heading of a tag's page; {tag} is the tag.
 */
tagHeading: string
/**
 * Heading of the list of every tag.
 */
allTags: string
/**
 * Heading of the table of contents of a long article.
 */
contents: string
/**
 * Heading of the related articles.
 */
related: string
/**
 * Label of the link to the older article.
 */
previous: string
/**
 * Label of the link to the newer article.
 */
next: string
/**
 * Text of the link to the blog's RSS feed.
 */
feed: string
/**
 * Heading of the call to enquire under an article.
 */
enquire: string
}
caseStudies: {
/**
 * Name of the list of case studies, for screen readers.
 */
listLabel: string
/**
 * Label of the client.
 */
client: string
/**
 * Label of the location.
 */
location: string
/**
 * Label of the sector.
 */
sector: string
/**
 * Name of the sector filter.
 */
sectorsLabel: string
/**
 * Label of the date of the last update.
 */
updated: string
/**
 * The filter's link to every case study.
 */
allSectors: string
/**
 * Heading of a sector's page; {sector} is the sector.
 */
sectorHeading: string
/**
 * Heading of the key figures.
 */
figures: string
/**
 * Heading of the products installed.
 */
productsInstalled: string
/**
 * Heading of the case studies on a product's page.
 */
onProductPage: string
/**
 * Heading of the enquiry form under a case study.
 */
enquire: string
/**
 * The link under a product's few newest case studies to the list of all of them.
 */
allCaseStudies: string
}
}
/**
 * The links to the page in the site's other languages, in the header.
 */
export interface LanguageSwitcher {
label: Label
notTranslated: NotTranslated
}
/**
 * Words for browsing the products once there are more than 24: categories and pages.
 */
export interface ProductCatalog {
otherCategory: OtherProducts
categoriesHeading: CategoriesHeading
allInCategory: AllInACategory
pagesLabel: PagesLabel
previousPage: PreviousPage
nextPage: NextPage
pageOf: PageOfPages
shownOf: ProductsShown
}
/**
 * Words of the search page and the header's search link.
 */
export interface SiteSearch {
open: SearchLink
heading: PageHeading
description: PageDescription
label: SearchBoxLabel
placeholder: SearchBoxExample
submit: SearchButton
categoryLabel: CategoryFilterLabel
allCategories: NoCategoryFilter
loading: Loading
failed: LoadingFailed
prompt: Prompt
noResults: NoResults
oneResult: OneResult
results: Results
inCategory: InACategory
moreResults: MoreResults
needsJavaScript: WithoutJavaScript
browseProducts: AllProductsLink
}
