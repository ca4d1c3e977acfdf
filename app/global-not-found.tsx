import { NotFound } from '@/components/layout/NotFound';
import { SiteDocument } from '@/components/layout/SiteDocument';
import { notFoundMetadata } from '@/components/seo/not-found-metadata';
import './globals.css';

// Exported as 404.html, which static hosts serve for any unknown path: it sends the visitor home
// at once and keeps itself out of search results. It is the whole document (the site has a root
// layout per language, and this page is outside them). Each other language has its own,
// app/(translated)/[lang]/404/.
export const generateMetadata = notFoundMetadata;

export default function GlobalNotFound() {
  return (
    <SiteDocument>
      <NotFound />
    </SiteDocument>
  );
}
