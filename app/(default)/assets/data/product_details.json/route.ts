import { getProducts } from '@/lib/content';

// The product data at the URL the original site served it from, as a plain list of products.
export const dynamic = 'force-static';

export function GET() {
  return Response.json(getProducts());
}
