'use client';

import clsx from 'clsx';
import { useId, type ReactNode } from 'react';
import { Indicators, RotationButton } from '@/components/carousel/CarouselControls';
import { useAutoplayCarousel } from '@/components/carousel/useAutoplayCarousel';
import { slideLabel } from '@/lib/carousel';
import styles from './Hero.module.css';

export interface HeroCarouselLabels {
  carousel: string;
  pause: string;
  play: string;
  of: string;
  slides: string;
  goToSlide: string;
}

interface HeroCarouselProps {
  /** The slides' pictures, rendered by the server (the first one is the page's LCP image). */
  slides: ReactNode[];
  labels: HeroCarouselLabels;
  interval: number;
}

/**
 * The hero's rotating photos: advances every `interval` ms, loops, does not pause on hover;
 * a pause/play button and one indicator per slide. Before hydration the same markup shows the
 * first slide, so nothing moves when this takes over.
 */
export function HeroCarousel({ slides, labels, interval }: HeroCarouselProps) {
  const trackId = useId();
  const {
    liveRegion,
    playing,
    ready,
    regionProps,
    scrollTo,
    selectedIndex,
    setViewport,
    toggle,
    viewportProps,
  } = useAutoplayCarousel({ interval, pauseOnHover: false, loadAllImages: true });
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
        <RotationButton playing={playing} onToggle={toggle} labels={labels} controls={trackId} tone="light" />
        <Indicators
          count={count}
          selectedIndex={selectedIndex}
          onSelect={scrollTo}
          labelFor={(index) => `${labels.goToSlide} ${slideLabel(index, count, labels.of)}`}
          groupLabel={labels.slides}
          controls={trackId}
          tone="light"
        />
      </div>
      <div className={styles.viewport} ref={setViewport} {...viewportProps}>
        <div id={trackId} className={styles.track} aria-live={liveRegion}>
          {slides.map((slide, index) => (
            <div
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={slideLabel(index, count, labels.of)}
              aria-hidden={index === selectedIndex ? undefined : true}
              className={styles.slide}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
