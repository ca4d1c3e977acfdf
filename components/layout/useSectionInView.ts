'use client';

import { useEffect, useState } from 'react';
import { sectionInView } from '@/components/layout/scroll-spy';

/** Scroll-spy: the id of the last of these sections whose top has passed 200 px below the top. */
export function useSectionInView(sectionIds: string[]): string | undefined {
  const [current, setCurrent] = useState<string>();
  const key = sectionIds.join(' ');

  useEffect(() => {
    if (!key) return;
    const ids = key.split(' ');
    let frame = 0;
    const update = () => {
      frame = 0;
      const tops = ids.flatMap((id) => {
        const element = document.getElementById(id);
        return element ? [{ id, top: element.getBoundingClientRect().top }] : [];
      });
      setCurrent(sectionInView(tops));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    // First reading in the next frame, where the browser lays the page out anyway.
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [key]);

  return key ? current : undefined;
}
