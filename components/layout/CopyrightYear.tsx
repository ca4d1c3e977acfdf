'use client';

import { useEffect, useState } from 'react';

/** The build year in the HTML, replaced by the visitor's current year, so it is right after New Year. */
export function CopyrightYear({ initialYear }: { initialYear: number }) {
  const [year, setYear] = useState(initialYear);
  useEffect(() => setYear(new Date().getFullYear()), []);
  return <span data-testid="copyright-year">{year}</span>;
}
