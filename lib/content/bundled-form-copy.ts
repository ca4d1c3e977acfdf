// The forms' words for code that reads no files when it runs: the relay, bundled into each host's
// function, takes its field errors from here. The build checks content/forms.json against its
// schema before anything else (scripts/build/check-inputs.mjs); the pages read it with getFormCopy().
import forms from '../../content/forms.json';
import type { FormCopy } from './types';

/** The default language's words: the file's first group (content/languages.json's first language). */
export const bundledFormCopy = Object.values(forms)[0] as FormCopy;
