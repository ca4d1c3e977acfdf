// The markup both carousels share (WAI-ARIA carousel pattern): a labelled region, its controls,
// and the viewport Embla moves, whose track holds one labelled group per slide. Each carousel
// passes its own hook state, controls and CSS module (with the same class names).
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { slideLabel } from '@/components/carousel/rotation';
import type { useAutoplayCarousel } from './useAutoplayCarousel';

/** The hook's state the markup needs (spread the hook's result in). */
type CarouselState = Pick<
  ReturnType<typeof useAutoplayCarousel>,
  'ready' | 'movable' | 'regionProps' | 'setViewport' | 'viewportProps' | 'liveRegion' | 'selectedIndex'
>;

interface CarouselFrameClasses {
  carousel?: string;
  pending?: string;
  controls?: string;
  viewport?: string;
  track?: string;
  slide?: string;
}

interface CarouselFrameProps extends CarouselState {
  /** The region's accessible name, e.g. 'Client logos'. */
  label: string;
  /** The word in slide labels such as '2 of 25'. */
  of: string;
  /** What a screen reader calls the region and each slide, in the page's language: 'carousel', 'Slide'. */
  roles: { carousel: string; slide: string };
  /** The id of the track, which the controls name in aria-controls. */
  trackId: string;
  controls: ReactNode;
  /** The slides' contents, rendered by the server. */
  slides: ReactNode[];
  /** One slide in view at a time (hero): hide the others from assistive technology. */
  hideInactive?: boolean;
  classes: CarouselFrameClasses;
}

export function CarouselFrame({
  ready,
  movable,
  regionProps,
  setViewport,
  viewportProps,
  liveRegion,
  selectedIndex,
  label,
  of,
  roles,
  trackId,
  controls,
  slides,
  hideInactive = false,
  classes,
}: CarouselFrameProps) {
  const count = slides.length;
  return (
    <div
      role="region"
      aria-roledescription={roles.carousel}
      aria-label={label}
      // Until the script runs, and while every slide is in view, the controls keep their place unseen.
      className={clsx(classes.carousel, (!ready || !movable) && classes.pending)}
      data-carousel-ready={ready ? '' : undefined}
      {...regionProps}
    >
      <div className={classes.controls}>{controls}</div>
      <div className={classes.viewport} ref={setViewport} {...viewportProps}>
        <div id={trackId} className={classes.track} aria-live={liveRegion}>
          {slides.map((slide, index) => (
            <div
              key={index}
              role="group"
              aria-roledescription={roles.slide}
              aria-label={slideLabel(index, count, of)}
              aria-hidden={hideInactive && index !== selectedIndex ? true : undefined}
              className={classes.slide}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
