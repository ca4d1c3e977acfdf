import { feedResponse } from '@/lib/feeds';

// The blog Atom 1.0 feed, written into the export from lib/content (lib/feeds/).
export const dynamic = 'force-static';

export function GET() {
  return feedResponse('blog', 'atom');
}
