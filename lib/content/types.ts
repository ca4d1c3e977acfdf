// Types of the editor-owned files in content/, named for the code. Their one source is each
// file's JSON Schema (content/schemas/): scripts/build/content-types.mjs generates lib/content/generated/
// from them, and this file only picks out the parts the code works with.
import type { ContentFile as CaseStudyFile } from './generated/case-study';
import type { ContentFile as ClientsFile } from './generated/clients';
import type { ContentFile as FormsFile } from './generated/forms';
import type { ContentFile as GalleryFile } from './generated/gallery';
import type { ContentFile as HeroFile } from './generated/hero';
import type { ContentFile as PagesFile } from './generated/pages';
import type { ContentFile as PostFile } from './generated/post';
import type { ContentFile as ProductFile } from './generated/product';
import type { ContentFile as ServicesFile } from './generated/services';
import type { ContentFile as SiteFile } from './generated/site';
import type { ContentFile as StrengthsFile } from './generated/strengths';
import type { ContentFile as UiFile } from './generated/ui';
import type { MarkdownEntry } from './entries';

/** A file's data without the "$schema" line that is there for editors. */
type Data<T> = Omit<T, '$schema'>;

export type Site = Data<SiteFile>;
export type Address = Site['contact']['office'];

export type Product = Data<ProductFile>;
export type Service = ServicesFile['services'][number];
export type Strength = StrengthsFile['strengths'][number];
export type HeroSlide = HeroFile['slides'][number];
export type GalleryImage = GalleryFile['images'][number];
export type Client = ClientsFile['clients'][number];

export type Pages = Data<PagesFile>;
export type NavigationEntry = Pages['navigation'][number];
export type PageKey = keyof Pages['pages'];

/** Interface text (content/ui.json). */
export type UiText = Data<UiFile>;

/** Every word the enquiry forms show (content/forms.json). */
export type FormCopy = Data<FormsFile>;

/** A blog post (content/blog/<slug>.md): front matter as data, Markdown as body. */
export type Post = MarkdownEntry<PostFile>;
/** A case study (content/case-studies/<slug>.md). */
export type CaseStudy = MarkdownEntry<CaseStudyFile>;
