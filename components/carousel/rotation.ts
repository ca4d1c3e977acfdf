// The decisions behind the site's moving parts, kept free of React and the DOM so they can be
// unit-tested: how often each carousel moves, when it rotates, and what assistive technology hears.

/** The fixed timings of everything that moves. Change them here; the e2e tests read the same constants. */
export const HERO_INTERVAL_MS = 1800;
export const CLIENTS_INTERVAL_MS = 2000;
export const GALLERY_SLIDESHOW_MS = 4000;

/** Marks the pause/play button: keyboard focus on it does not hold the carousel (it must work). */
export const ROTATION_CONTROL_ATTRIBUTE = 'data-rotation-control';

/** What holds a carousel still at this moment. */
interface RotationState {
  /** The visitor pressed pause (or prefers reduced motion and has not pressed play). */
  userPaused: boolean;
  /** A mouse is over the slides. */
  hovered: boolean;
  /** Keyboard focus is on a slide or a control other than the pause/play button. */
  focused: boolean;
  /** Whether hovering holds this carousel (the clients carousel: yes; the hero: no). */
  pauseOnHover: boolean;
  /**
   * The slides are on the screen. One out of sight holds still: each move is a second of frames
   * drawn on the phone's main thread while the page may still be loading, for no one to see (the
   * clients' logos far down the home page).
   */
  inView: boolean;
}

/** Whether the carousel advances by itself right now. */
export function isRotating({ userPaused, hovered, focused, pauseOnHover, inView }: RotationState): boolean {
  if (userPaused || focused || !inView) return false;
  return !(pauseOnHover && hovered);
}

/** The pause/play button's last word: none yet ('auto'), or the visitor paused or played. */
export type RotationChoice = 'auto' | 'paused' | 'playing';

/**
 * Whether the visitor has the carousel paused. Until they press the button it follows their
 * motion preference: reduced motion means no autoplay (WCAG 2.2.2, 2.3.3) until they press play.
 */
export function isUserPaused(choice: RotationChoice, prefersReducedMotion: boolean): boolean {
  if (choice === 'auto') return prefersReducedMotion;
  return choice === 'paused';
}

/** The choice a press of the pause/play button makes. */
export function toggledChoice(currentlyPaused: boolean): RotationChoice {
  return currentlyPaused ? 'playing' : 'paused';
}

/**
 * The WAI-ARIA carousel pattern: the slides' container is a live region that is silent while
 * the slides rotate by themselves and polite while they only change on the visitor's request.
 */
export function liveRegionPoliteness(rotating: boolean): 'off' | 'polite' {
  return rotating ? 'off' : 'polite';
}

/** A slide's accessible label, e.g. "2 of 3" (the 'of' word comes from content/ui.json). */
export function slideLabel(index: number, count: number, of: string): string {
  return `${index + 1} ${of} ${count}`;
}

/** The pause/play button's label: what pressing it will do. */
export function rotationButtonLabel(userPaused: boolean, labels: { pause: string; play: string }): string {
  return userPaused ? labels.play : labels.pause;
}

/** An index moved by `step` in a ring of `count` items: after the last comes the first, and back. */
export function wrapIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}
