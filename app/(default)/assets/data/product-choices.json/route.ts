import { productChoices } from '@/lib/enquiry';
import { getProducts, getUi } from '@/lib/content';

// Every product title, grouped as the forms show them: what a product page's form loads when the
// catalog is too large to ship in each page (lib/enquiry/product-choices.ts formProductChoice).
export const dynamic = 'force-static';

export function GET() {
  return Response.json(productChoices(getProducts(), getUi().catalog.otherCategory));
}
