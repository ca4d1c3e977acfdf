// The default language's part of each content file (every file holds one object per language,
// content/languages.json's first being the default), for the tests that expect what the content says.
import clientsFile from '../content/clients.json';
import formsFile from '../content/forms.json';
import galleryFile from '../content/gallery.json';
import heroFile from '../content/hero.json';
import pagesFile from '../content/pages.json';
import servicesFile from '../content/services.json';
import siteFile from '../content/site.json';
import strengthsFile from '../content/strengths.json';
import uiFile from '../content/ui.json';

export const clients = clientsFile.en;
export const forms = formsFile.en;
export const gallery = galleryFile.en;
export const hero = heroFile.en;
export const pages = pagesFile.en;
export const services = servicesFile.en;
export const site = siteFile.en;
export const strengths = strengthsFile.en;
export const ui = uiFile.en;
