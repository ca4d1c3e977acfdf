// Editors' text made into what pages show: templates filled ('Page {page} of {pages}'), dates,
// and names made into URL segments (categories, tags, sectors).

/** Replaces every '{key}' in template by vars[key]; unknown keys are left as they are. */
export function fillTemplate(template: string, vars: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => (Object.hasOwn(vars, key) ? String(vars[key]) : match));
}

const LONG_DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** '2026-03-14' → '14 March 2026', the same on every machine (read as a UTC day). */
export function formatDate(isoDay: string): string {
  return LONG_DATE.format(new Date(`${isoDay}T00:00:00Z`));
}

/** A name's URL segment: 'Water treatment' → 'water-treatment' ('' if it has no letter or digit). */
export function slugOf(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
