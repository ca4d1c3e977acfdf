'use client';

import { useId, type ReactNode } from 'react';
import { CarouselFrame } from '@/components/carousel/CarouselFrame';
import { Indicators, RotationButton } from '@/components/carousel/CarouselControls';
import { useAutoplayCarousel } from '@/components/carousel/useAutoplayCarousel';
import { slideLabel } from '@/components/carousel/rotation';
import styles from './Hero.module.css';

interface HeroCarouselLabels {
  carousel: string;
  /** The carousel's and a slide's role names (ui.json carousel.carousel, carousel.slide). */
  roles: { carousel: string; slide: string };
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
  const { playing, toggle, scrollTo, ...frame } = useAutoplayCarousel({ interval, pauseOnHover: false, loadImagesAhead: true });
  const count = slides.length;
  return (
    <CarouselFrame
      {...frame}
      label={labels.carousel}
      of={labels.of}
      roles={labels.roles}
      trackId={trackId}
      slides={slides}
      hideInactive
      classes={styles}
      controls={
        <>
          <RotationButton playing={playing} onToggle={toggle} labels={labels} controls={trackId} tone="light" />
          <Indicators
            count={count}
            selectedIndex={frame.selectedIndex}
            onSelect={scrollTo}
            labelFor={(index) => `${labels.goToSlide} ${slideLabel(index, count, labels.of)}`}
            groupLabel={labels.slides}
            controls={trackId}
            tone="light"
          />
        </>
      }
    />
  );
}
