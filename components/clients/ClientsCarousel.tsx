'use client';

import clsx from 'clsx';
import { useId, type ReactNode } from 'react';
import { RotationButton, StepButton } from '@/components/carousel/CarouselControls';
import { useAutoplayCarousel } from '@/components/carousel/useAutoplayCarousel';
import { slideLabel } from '@/lib/carousel';
import styles from './ClientLogos.module.css';

export interface ClientsCarouselLabels {
  carousel: string;
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
  const {
    liveRegion,
    playing,
    ready,
    regionProps,
    scrollNext,
    scrollPrev,
    setViewport,
    toggle,
    viewportProps,
  } = useAutoplayCarousel({ interval, pauseOnHover: true });
  const count = slides.length;

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={labels.carousel}
      className={clsx(styles.carousel, !ready && styles.pending)}
      data-carousel-ready={ready ? '' : undefined}
      {...regionProps}
    >
      <div className={styles.controls}>
        <StepButton direction="previous" label={labels.previous} onClick={scrollPrev} controls={trackId} tone="dark" />
        <RotationButton playing={playing} onToggle={toggle} labels={labels} controls={trackId} tone="dark" />
        <StepButton direction="next" label={labels.next} onClick={scrollNext} controls={trackId} tone="dark" />
      </div>
      <div className={styles.viewport} ref={setViewport} {...viewportProps}>
        <div id={trackId} className={styles.track} aria-live={liveRegion}>
          {slides.map((slide, index) => (
            <div key={index} role="group" aria-roledescription="slide" aria-label={slideLabel(index, count, labels.of)} className={styles.slide}>
              {slide}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
