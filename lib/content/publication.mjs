// Which posts and case studies a production build publishes: not drafts, not those dated after the
// build's day. One rule for the pages (lib/content/entries.ts) and the admin's hints
// (scripts/build/admin-app.mjs), so nothing unpublished reaches out/ by either way.

/**
 * A day as YYYY-MM-DD, in UTC: a build's day is the same wherever it runs.
 * @param {Date} [now]
 */
export function dayOf(now = new Date()) {
  return now.toISOString().slice(0, 10);
}

/**
 * @param {{ date: string, draft?: boolean }} entry
 * @param {{ today: string, preview: boolean }} publication
 * @returns {boolean}
 */
export function isPublished(entry, publication) {
  return publication.preview || (!entry.draft && entry.date <= publication.today);
}
