import { feedResponse } from '@/lib/feeds';

// The case studies' JSON Feed 1.1, written into the export from lib/content (lib/feeds/).
export const dynamic = 'force-static';

export function GET() {
  return feedResponse('case-studies', 'json');
}
