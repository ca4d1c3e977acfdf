'use client';

import { useId, type ReactNode } from 'react';
import { CarouselFrame } from '@/components/carousel/CarouselFrame';
import { RotationButton, StepButton } from '@/components/carousel/CarouselControls';
import { useAutoplayCarousel } from '@/components/carousel/useAutoplayCarousel';
import styles from './ClientLogos.module.css';

interface ClientsCarouselLabels {
  carousel: string;
  /** The carousel's and a slide's role names (ui.json carousel.carousel, carousel.slide). */
  roles: { carousel: string; slide: string };
  pause: string;
  play: string;
  of: string;
  previous: string;
  next: string;
}

interface ClientsCarouselProps {
  /** The logos, rendered by the server. */
  slides: ReactNode[];
  labels: ClientsCarouselLabels;
  interval: number;
}

/**
 * The client logos: loop, move one logo every `interval` ms, hold still while the mouse is over
 * them or keyboard focus is on a control (except pause/play), with previous, pause/play and next.
 * How many logos are in view is CSS (ClientLogos.module.css); Embla re-measures on resize.
 */
export function ClientsCarousel({ slides, labels, interval }: ClientsCarouselProps) {
  const trackId = useId();
  const { scrollPrev, scrollNext, playing, toggle, ...frame } = useAutoplayCarousel({ interval, pauseOnHover: true });
  return (
    <CarouselFrame
      {...frame}
      label={labels.carousel}
      of={labels.of}
      roles={labels.roles}
      trackId={trackId}
      slides={slides}
      classes={styles}
      controls={
        <>
          <StepButton direction="previous" label={labels.previous} onClick={scrollPrev} controls={trackId} tone="dark" />
          <RotationButton playing={playing} onToggle={toggle} labels={labels} controls={trackId} tone="dark" />
          <StepButton direction="next" label={labels.next} onClick={scrollNext} controls={trackId} tone="dark" />
        </>
      }
    />
  );
}
