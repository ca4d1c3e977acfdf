import { serializeJsonLd, type JsonLdNode } from '@/lib/structured-data';

/**
 * Writes schema.org structured data into the static HTML. A JSON-LD block is data, not script:
 * browsers never run it, so the Content-Security-Policy needs no hash for it.
 */
export function JsonLd({ data }: { data: JsonLdNode | JsonLdNode[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
