// The site's colours, once: app/globals.css declares each as a custom property (--color-<name>)
// with the same value (colour-tokens.test.ts fails when the two differ), and the share pictures
// (scripts/postbuild/share-images/) draw with them, so a brand change is made here and in the CSS
// together and the pictures follow.

/** @type {Readonly<Record<string, string>>} */
export const COLOURS = Object.freeze({
  primary: '#0b5cab',
  'primary-dark': '#083f75',
  'primary-light': '#e6f1fb',
  accent: '#1f8a4c',
  'accent-dark': '#166a3a',
  text: '#1b2733',
  muted: '#4a5a6a',
  surface: '#f3f8fc',
  border: '#c9d9e8',
  white: '#ffffff',
  danger: '#b3261e',
  success: '#1f7a45',
  focus: '#0b3d6e',
});
