// What `npm run enquiries` shows: the store's entries as rows (lib/enquiry/server/outbox.ts's
// enquiry/<key> records and spam/<day>/<id> records), the readable table and the CSV export.
const FIELDS = ['firstName', 'email', 'mobile', 'city', 'productName', 'message'];

/** The outbox's states as the owner reads them (docs/enquiry-forms.md). */
function stateOf(record) {
  if (record.state === 'set-aside') return 'set aside';
  if (record.state === 'delivered') return 'delivered';
  return record.attempts > 0 ? 'retrying' : 'pending';
}

const iso = (ms) => (typeof ms === 'number' ? new Date(ms).toISOString() : '');
const text = (value) => (typeof value === 'string' ? value : '');

/** One row per kept enquiry (enquiry/<key>), newest first. */
export function enquiryRows(entries) {
  return entries
    .filter((entry) => entry.key.startsWith('enquiry/') && entry.value?.values)
    .map(({ key, value }) => ({
      id: value.id,
      key: key.slice('enquiry/'.length),
      receivedAt: iso(value.receivedAt),
      state: stateOf(value),
      attempts: value.attempts ?? 0,
      nextAttemptAt: value.state === 'pending' || value.state === 'sending' ? iso(value.nextAttemptAt) : '',
      deliveredAt: iso(value.deliveredAt),
      reason: '',
      ...Object.fromEntries(FIELDS.map((field) => [field, text(value.values[field])])),
    }))
    .sort((a, b) => b.receivedAt.localeCompare(a.receivedAt));
}

/** One row per spam record (spam/<day>/<id>), newest first: the body as the robot sent it. */
export function spamRows(entries) {
  return entries
    .filter((entry) => entry.key.startsWith('spam/'))
    .map(({ key, value }) => {
      const body = value?.body && typeof value.body === 'object' ? value.body : {};
      return {
        id: key.split('/').at(-1),
        key: '',
        receivedAt: text(value?.receivedAt),
        state: 'spam',
        attempts: 0,
        nextAttemptAt: '',
        deliveredAt: '',
        reason: text(value?.reason),
        ...Object.fromEntries(FIELDS.map((field) => [field, text(body[field])])),
      };
    })
    .sort((a, b) => b.receivedAt.localeCompare(a.receivedAt));
}

const FILTERS = { 'set-aside': 'set aside', pending: ['pending', 'retrying'] };

/** The rows a list's flag asks for: --set-aside, --pending (pending or retrying), or all. */
export function filterRows(rows, filter) {
  if (!filter || filter === 'spam') return rows;
  const wanted = [FILTERS[filter]].flat();
  return rows.filter((row) => wanted.includes(row.state));
}

/** At most `width` characters (whole code points), with an ellipsis when cut. */
function cut(value, width) {
  const chars = [...value.replace(/\s+/g, ' ').trim()];
  return chars.length > width ? `${chars.slice(0, width - 1).join('')}…` : chars.join('');
}

const COLUMNS = [
  ['ID', 8, (row) => row.id.slice(0, 8)],
  ['KEY', 8, (row) => row.key.slice(0, 8)],
  ['RECEIVED (UTC)', 16, (row) => row.receivedAt.slice(0, 16).replace('T', ' ')],
  ['STATE', 13, (row) => (row.reason ? `spam:${row.reason}` : row.state)],
  ['TRIES', 5, (row) => String(row.attempts)],
  ['NAME', 16, (row) => row.firstName],
  ['CONTACT', 30, (row) => [row.email, row.mobile].filter(Boolean).join(' ')],
  ['PRODUCT', 22, (row) => row.productName],
  ['MESSAGE', 36, (row) => row.message],
];

/** The readable table: one line per row, columns cut to their width. */
export function formatTable(rows) {
  const line = (cells) => cells.map((cell, index) => (index === cells.length - 1 ? cell : cell.padEnd(Math.max(COLUMNS[index][1], 5)))).join('  ').trimEnd();
  return [line(COLUMNS.map(([title]) => title)), ...rows.map((row) => line(COLUMNS.map(([, width, value]) => cut(value(row), width))))].join('\n');
}

const CSV_COLUMNS = [
  ['id', 'id'],
  ['idempotency_key', 'key'],
  ['received_at', 'receivedAt'],
  ['state', 'state'],
  ['spam_reason', 'reason'],
  ['attempts', 'attempts'],
  ['next_attempt_at', 'nextAttemptAt'],
  ['delivered_at', 'deliveredAt'],
  ['first_name', 'firstName'],
  ['email', 'email'],
  ['mobile', 'mobile'],
  ['city', 'city'],
  ['product', 'productName'],
  ['message', 'message'],
];

/**
 * One RFC 4180 field: quoted when it holds a comma, a quote or a line break (quotes doubled). A
 * visitor's text that starts like a formula (= + - @) gets a leading apostrophe, so a spreadsheet
 * shows it instead of running it.
 */
export function csvField(value) {
  let field = String(value);
  if (/^[=+\-@\t\r]/.test(field)) field = `'${field}`;
  return /[",\r\n]/.test(field) ? `"${field.replaceAll('"', '""')}"` : field;
}

/** The CSV file: a UTF-8 byte order mark (so Excel reads UTF-8), a header line, one line per row, CRLF. */
export function formatCsv(rows) {
  const lines = [CSV_COLUMNS.map(([title]) => title), ...rows.map((row) => CSV_COLUMNS.map(([, field]) => csvField(row[field])))];
  return `\uFEFF${lines.map((cells) => cells.join(',')).join('\r\n')}\r\n`;
}

/** The one enquiry row an ID names: its id or idempotency key, whole or a unique start (at least 4 characters). */
export function findRow(rows, wanted) {
  const exact = rows.filter((row) => row.id === wanted || row.key === wanted);
  if (exact.length === 1) return { row: exact[0] };
  const matches = wanted.length >= 4 ? rows.filter((row) => row.id.startsWith(wanted) || row.key.startsWith(wanted)) : [];
  if (matches.length === 1) return { row: matches[0] };
  return { row: null, ambiguous: matches.length > 1 ? matches : [] };
}
