import { NotFound } from '@/components/layout/NotFound';
import { notFoundMetadata } from '@/components/seo/not-found-metadata';

// Another language's 404 page: exported at /<code>/404/ and moved to /<code>/404.html after the
// build (scripts/postbuild/not-found-pages.mjs), where hosts look for it under /<code>/.
export const generateMetadata = notFoundMetadata;

export default function TranslatedNotFound() {
  return <NotFound />;
}
