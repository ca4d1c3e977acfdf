// The page in the site's other languages: the default language's own (it reads the page's language).
export { default, generateMetadata } from '../../../(default)/services/page';
