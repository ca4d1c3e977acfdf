import { feedResponse } from '@/lib/feeds';

// The case studies' RSS 2.0 feed, written into the export from lib/content (lib/feeds/).
export const dynamic = 'force-static';

export function GET() {
  return feedResponse('case-studies', 'rss');
}
