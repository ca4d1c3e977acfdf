import { listMark } from './list-mark';

describe("an entry's mark in the admin's lists", () => {
  it('marks a draft, and an entry dated after today, as not on the site yet', () => {
    expect(listMark({ draft: true, date: '2020-01-01' }, '2026-11-27')).toBe('Draft · ');
    expect(listMark({ date: '2026-11-28' }, '2026-11-27')).toBe('Scheduled · ');
    expect(listMark({ draft: false, date: '2026-11-27' }, '2026-11-27')).toBe('');
  });
});
