import {
  CLIENTS_INTERVAL_MS,
  GALLERY_SLIDESHOW_MS,
  HERO_INTERVAL_MS,
  isRotating,
  isUserPaused,
  liveRegionPoliteness,
  rotationButtonLabel,
  slideLabel,
  toggledChoice,
  wrapIndex,
} from './rotation';

describe('carousel timings', () => {
  it('are the site’s fixed periods and breakpoints', () => {
    expect(HERO_INTERVAL_MS).toBe(1800);
    expect(CLIENTS_INTERVAL_MS).toBe(2000);
    expect(GALLERY_SLIDESHOW_MS).toBe(4000);
  });
});

describe('isRotating', () => {
  const still = { userPaused: false, hovered: false, focused: false, inView: true };

  it('rotates when nothing holds it', () => {
    expect(isRotating({ ...still, pauseOnHover: true })).toBe(true);
    expect(isRotating({ ...still, pauseOnHover: false })).toBe(true);
  });

  it('stops when the visitor paused it', () => {
    expect(isRotating({ ...still, userPaused: true, pauseOnHover: false })).toBe(false);
  });

  it('holds while out of view, hero included, and moves again once seen', () => {
    expect(isRotating({ ...still, inView: false, pauseOnHover: false })).toBe(false);
    expect(isRotating({ ...still, inView: false, pauseOnHover: true })).toBe(false);
    expect(isRotating({ ...still, inView: true, pauseOnHover: true })).toBe(true);
  });

  it('holds on hover only where hover pauses (clients), not the hero', () => {
    expect(isRotating({ ...still, hovered: true, pauseOnHover: true })).toBe(false);
    expect(isRotating({ ...still, hovered: true, pauseOnHover: false })).toBe(true);
  });

  it('holds while keyboard focus is inside, hero included', () => {
    expect(isRotating({ ...still, focused: true, pauseOnHover: false })).toBe(false);
    expect(isRotating({ ...still, focused: true, pauseOnHover: true })).toBe(false);
  });
});

describe('pause/play choice', () => {
  it('follows the motion preference until the visitor presses the button', () => {
    expect(isUserPaused('auto', false)).toBe(false);
    expect(isUserPaused('auto', true)).toBe(true);
  });

  it('then follows the visitor, whatever the preference', () => {
    expect(isUserPaused('playing', true)).toBe(false);
    expect(isUserPaused('paused', false)).toBe(true);
  });

  it('a press flips what is shown', () => {
    expect(toggledChoice(true)).toBe('playing');
    expect(toggledChoice(false)).toBe('paused');
    // Reduced motion: starts paused, one press plays.
    expect(isUserPaused(toggledChoice(isUserPaused('auto', true)), true)).toBe(false);
  });

  it('labels the button with what pressing it does', () => {
    const labels = { pause: 'Pause slideshow', play: 'Play slideshow' };
    expect(rotationButtonLabel(false, labels)).toBe('Pause slideshow');
    expect(rotationButtonLabel(true, labels)).toBe('Play slideshow');
  });
});

describe('live region', () => {
  it('is off while rotating and polite while still (WAI-ARIA carousel pattern)', () => {
    expect(liveRegionPoliteness(true)).toBe('off');
    expect(liveRegionPoliteness(false)).toBe('polite');
  });
});

describe('slideLabel', () => {
  it('counts from one', () => {
    expect(slideLabel(0, 3, 'of')).toBe('1 of 3');
    expect(slideLabel(24, 25, 'of')).toBe('25 of 25');
  });
});

describe('wrapIndex', () => {
  it('wraps both ways', () => {
    expect(wrapIndex(14, 1, 15)).toBe(0);
    expect(wrapIndex(0, -1, 15)).toBe(14);
    expect(wrapIndex(7, 1, 15)).toBe(8);
    expect(wrapIndex(3, -17, 15)).toBe(1);
  });

  it('is 0 for an empty ring', () => {
    expect(wrapIndex(3, 1, 0)).toBe(0);
  });
});
