import { staticPageMetadata } from '@/lib/metadata';

// The same page as '/', which is its canonical URL, so search engines index one of them.
export const metadata = staticPageMetadata('home', '/');
export { default } from '../page';
