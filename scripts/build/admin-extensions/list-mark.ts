// What an entry's line in the admin's lists says before its title: a draft, or an entry dated after
// today, is not on the site yet (as lib/content/publication.mjs decides). Decap's list summaries
// cannot compare dates, so the admin's Markdown formats note it as they read an entry
// (site-admin.ts); the summary template shows it (scripts/build/admin-app.mjs).

/** The entry data's key for the mark: no field of any schema, and never written to a file. */
export const LIST_MARK = 'listMark';

export function listMark(data: { draft?: unknown; date?: unknown }, today: string): string {
  if (data.draft === true) return 'Draft · ';
  return typeof data.date === 'string' && data.date > today ? 'Scheduled · ' : '';
}
