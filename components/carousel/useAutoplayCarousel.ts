'use client';

import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import type { EmblaCarouselType } from 'embla-carousel';
import { useCallback, useEffect, useMemo, useRef, useState, type FocusEvent, type PointerEvent } from 'react';
import { ROTATION_CONTROL_ATTRIBUTE, isRotating, isUserPaused, liveRegionPoliteness, toggledChoice, wrapIndex, type RotationChoice } from '@/components/carousel/rotation';
import { useReducedMotion } from './useReducedMotion';

interface AutoplayCarouselOptions {
  /** Milliseconds between slides. */
  interval: number;
  /** Hold the slides still while a mouse is over them (clients: yes, hero: no). */
  pauseOnHover: boolean;
  /**
   * For carousels that show one slide at a time: load each slide's lazy images while the slide
   * before it shows, and all of them once the visitor reaches for the carousel, so no slide comes
   * in blank and a visitor who leaves early never downloads the later ones (the browser would not
   * fetch a lazy image that the loop parks left of the viewport at all).
   */
  loadImagesAhead?: boolean;
}

/**
 * The shared Embla wiring of both carousels: looping slides that advance by themselves every
 * `interval` ms, a pause/play state that starts paused when the visitor prefers reduced motion,
 * optional pause on hover, and a pause while keyboard focus is inside (WAI-ARIA carousel pattern).
 *
 * Spread `regionProps` on the carousel's region and `viewportProps` on the element that gets
 * `ref={setViewport}` (the overflow-hidden viewport whose first child is the track of slides).
 */
export function useAutoplayCarousel({ interval, pauseOnHover, loadImagesAhead = false }: AutoplayCarouselOptions) {
  const options = useMemo(() => ({ loop: true, align: 'start' as const }), []);
  // The plugin only keeps the timer; what starts and stops it is decided below (sync).
  const [plugins] = useState(() => [
    Autoplay({ delay: interval, playOnInit: false, stopOnInteraction: true, stopOnFocusIn: false, stopOnMouseEnter: false }),
  ]);
  const [emblaRef, emblaApi] = useEmblaCarousel(options, plugins);

  const [selectedIndex, setSelectedIndex] = useState(0);
  // The scroll positions after the last re-measure (a resize, a change of slides); until then Embla's first.
  const [snapCount, setSnapCount] = useState<number | null>(null);
  // Whether there is anywhere to move: not when every slide fits in view (a few logos on a wide screen).
  const movable = !emblaApi || (snapCount ?? emblaApi.scrollSnapList().length) > 1;
  const [choice, setChoice] = useState<RotationChoice>('auto');
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // On screen until the observer says otherwise, so a carousel in view never stops on the way.
  const [inView, setInView] = useState(true);
  // Reduced motion: no autoplay until the visitor presses play, and no sliding animation.
  const reducedMotion = useReducedMotion();
  const userPaused = isUserPaused(choice, reducedMotion);

  const rotating = isRotating({ userPaused, hovered, focused, pauseOnHover, inView });
  const rotatingRef = useRef(rotating);
  const reducedMotionRef = useRef(reducedMotion);

  /** Starts or stops the plugin's timer to match the state; safe to call any time. */
  const sync = useCallback((api: EmblaCarouselType) => {
    const autoplay = api.plugins().autoplay;
    if (!autoplay || api.scrollSnapList().length < 2) return;
    if (rotatingRef.current) {
      if (!autoplay.isPlaying()) autoplay.play(reducedMotionRef.current);
    } else if (autoplay.isPlaying()) {
      autoplay.stop();
    }
  }, []);

  useEffect(() => {
    rotatingRef.current = rotating;
    reducedMotionRef.current = reducedMotion;
    if (emblaApi) sync(emblaApi);
  }, [emblaApi, rotating, reducedMotion, sync]);

  useEffect(() => {
    if (!emblaApi || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => setInView(entries[entries.length - 1]!.isIntersecting));
    observer.observe(emblaApi.rootNode());
    return () => observer.disconnect();
  }, [emblaApi]);

  /** Loads the lazy images of slide `index` (wrapping round), or of every slide. */
  const loadSlideImages = useCallback(
    (index?: number) => {
      if (!emblaApi || !loadImagesAhead) return;
      const slides = emblaApi.slideNodes();
      const chosen = index === undefined ? slides : [slides[wrapIndex(index, 0, slides.length)]!];
      for (const slide of chosen) slide.querySelectorAll('img[loading="lazy"]').forEach((img) => img.setAttribute('loading', 'eager'));
    },
    [emblaApi, loadImagesAhead],
  );

  useEffect(() => {
    if (!emblaApi || !loadImagesAhead) return;
    // The slide in view and the next: the next photo has a whole interval to arrive.
    const loadAhead = (api: EmblaCarouselType) => {
      loadSlideImages(api.selectedScrollSnap());
      loadSlideImages(api.selectedScrollSnap() + 1);
    };
    // After the page's own load, so the next slide never competes with the first (the LCP image).
    const start = () => {
      loadAhead(emblaApi);
      emblaApi.on('select', loadAhead);
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      emblaApi.off('select', loadAhead);
    };
  }, [emblaApi, loadImagesAhead, loadSlideImages]);

  useEffect(() => {
    if (!emblaApi) return;
    const onSelect = (api: EmblaCarouselType) => setSelectedIndex(api.selectedScrollSnap());
    // A resize re-initialises Embla and its plugins (stopped); a drag stops the timer. Resume.
    const onReInit = (api: EmblaCarouselType) => {
      onSelect(api);
      setSnapCount(api.scrollSnapList().length);
      sync(api);
    };
    emblaApi.on('select', onSelect).on('reInit', onReInit).on('pointerUp', sync);
    return () => {
      emblaApi.off('select', onSelect).off('reInit', onReInit).off('pointerUp', sync);
    };
  }, [emblaApi, sync]);

  /** Shows slide `index`; the next automatic move then comes a full interval later. */
  const scrollTo = useCallback(
    (index: number) => {
      if (!emblaApi) return;
      emblaApi.scrollTo(index, reducedMotionRef.current);
      emblaApi.plugins().autoplay?.reset();
    },
    [emblaApi],
  );
  const scrollPrev = useCallback(() => {
    if (!emblaApi) return;
    emblaApi.scrollPrev(reducedMotionRef.current);
    emblaApi.plugins().autoplay?.reset();
  }, [emblaApi]);
  const scrollNext = useCallback(() => {
    if (!emblaApi) return;
    emblaApi.scrollNext(reducedMotionRef.current);
    emblaApi.plugins().autoplay?.reset();
  }, [emblaApi]);

  const toggle = useCallback(() => setChoice(toggledChoice(userPaused)), [userPaused]);

  const regionProps = {
    // Reaching for the carousel (its controls can show any slide): every slide's images.
    onPointerEnter: () => loadSlideImages(),
    onFocus: (event: FocusEvent<HTMLElement>) => {
      loadSlideImages();
      const target = event.target;
      const keyboard = target.matches(':focus-visible');
      setFocused(keyboard && !target.closest(`[${ROTATION_CONTROL_ATTRIBUTE}]`));
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      const next = event.relatedTarget as Node | null;
      if (!next || !event.currentTarget.contains(next)) setFocused(false);
    },
  };

  const viewportProps = pauseOnHover
    ? {
        onPointerEnter: (event: PointerEvent<HTMLElement>) => {
          if (event.pointerType === 'mouse') setHovered(true);
        },
        onPointerLeave: (event: PointerEvent<HTMLElement>) => {
          if (event.pointerType === 'mouse') setHovered(false);
        },
      }
    : {};

  return {
    /** The callback ref for the viewport element (Embla's root). */
    setViewport: emblaRef,
    /** Set once Embla runs (before that the server's HTML shows the first slide). */
    ready: !!emblaApi,
    /** Some slides are out of view, so the controls have something to do. */
    movable,
    selectedIndex,
    scrollTo,
    scrollPrev,
    scrollNext,
    /** The visitor's choice: true unless paused (or reduced motion and not yet played). */
    playing: !userPaused,
    /** Whether slides advance by themselves right now (false while hovered or focused too). */
    rotating: !!emblaApi && rotating,
    liveRegion: liveRegionPoliteness(!!emblaApi && rotating),
    toggle,
    regionProps,
    viewportProps,
  };
}
