// Our additions to Decap that share the site's own code, bundled for the browser by
// scripts/build/admin-app.mjs (esbuild) and loaded after Decap's bundle:
//   - the content formats: every save, with any backend, is written as the repository's files are
//     (lib/content/file-style.ts), so an edit of one field changes that field's lines only;
//   - the text's editor (`markdown-source`): the Markdown saved exactly as typed, with buttons that
//     insert its syntax, and a preview rendered by the build's own renderer and sanitiser
//     (lib/markdown/render.ts), so the preview shows what the page will show.
import { jsonFileText, jsonOrderOf, keyOrderOf, markdownFileText, readMarkdownFile } from '../../../lib/content/file-style';
import { renderMarkdown } from '../../../lib/markdown/render';
import { LIST_MARK, listMark } from './list-mark';
import { markdownEdit, type MarkdownAction } from './markdown-actions';

type Schema = Parameters<typeof keyOrderOf>[0];
interface Formatter {
  fromFile(text: string): unknown;
  toFile(data: Record<string, unknown>): string;
}
interface Widget {
  control: unknown;
  preview: unknown;
  schema?: unknown;
}
declare const CMS: {
  registerCustomFormat(name: string, extension: string, formatter: Formatter): void;
  registerWidget(name: string | (Record<string, unknown> & { name: string }), control?: unknown, preview?: unknown): void;
  getWidget(name: string): Widget;
};
/** Decap's entry (an Immutable Map): what the asset lookup reads of it. */
interface ImmutableLike {
  get(key: string): unknown;
}
declare const h: (type: unknown, props?: Record<string, unknown> | null, ...children: unknown[]) => unknown;
/** What Decap gives a widget's control (its props) and what ours keeps (the text box). */
interface ControlProps {
  forID: string;
  value?: string;
  onChange(value: string): void;
  classNameWrapper: string;
  setActiveStyle(): void;
  setInactiveStyle(): void;
}
interface Control {
  props: ControlProps;
  area?: HTMLTextAreaElement;
}
declare const createClass: <T extends object>(spec: T & ThisType<T & Control>) => unknown;
/** The content's schemas by name ('post', 'site'), put in by the bundler. */
declare const SITE_SCHEMAS: Record<string, Schema>;

/** JSON files: in their schema's order, which "$schema" names (in each language's group). */
CMS.registerCustomFormat('site-json', 'json', {
  fromFile: (text) => JSON.parse(text),
  toFile: (data) => jsonFileText(data, jsonOrderOf(data, (name) => SITE_SCHEMAS[name])),
});
// One Markdown format per schema ('markdown-post', 'markdown-case-study'): its fields' order. As it
// reads an entry it notes whether the site shows it yet (LIST_MARK: the lists' summary shows it),
// which is never written back.
for (const [name, schema] of Object.entries(SITE_SCHEMAS)) {
  CMS.registerCustomFormat(`markdown-${name}`, 'md', {
    fromFile: (text) => {
      const data = readMarkdownFile(text);
      return { ...data, [LIST_MARK]: listMark(data, new Date().toISOString().slice(0, 10)) };
    },
    toFile: (data) => markdownFileText(Object.fromEntries(Object.entries(data).filter(([key]) => key !== LIST_MARK)), keyOrderOf(schema)),
  });
}

/**
 * A picture uploaded but not saved yet is only in the entry's draft, as a blob: URL; Decap looks it
 * up by its path on the site instead, which answers 404 until the entry is published, so the
 * field's thumbnail and the preview showed a broken image. Its draft copy, when it has one.
 */
export function draftPictureUrl(entry: ImmutableLike | undefined, src: unknown): string | undefined {
  if (typeof src !== 'string' || !src) return undefined;
  const files = entry?.get('mediaFiles') as { toArray?: () => ImmutableLike[] } | undefined;
  const draft = files?.toArray?.().find((file) => file.get('draft') && String(file.get('path')).endsWith(src));
  return draft ? String(draft.get('url')) : undefined;
}
type GetAsset = (path: string, field?: unknown) => unknown;
/** Decap's getAsset, the draft copy first. */
const withDrafts = (entry: ImmutableLike | undefined, getAsset: GetAsset): GetAsset => (path, field) => draftPictureUrl(entry, path) ?? getAsset(path, field);
(window as unknown as { SiteAdmin: unknown }).SiteAdmin = { withDrafts };

// Decap's image field, its thumbnail looked up the draft copy first.
const decapImage = CMS.getWidget('image');
const ImageControl = createClass({
  // Decap's editor asks the control it holds whether to update; Decap's own image control says yes
  // when a picture is chosen in the media library (a prop Decap's default check leaves out).
  shouldComponentUpdate() {
    return true;
  },
  render() {
    const props = this.props as unknown as { entry?: ImmutableLike; getAsset: GetAsset };
    return h(decapImage.control, { ...props, getAsset: withDrafts(props.entry, props.getAsset) });
  },
});
CMS.registerWidget({ name: 'image', controlComponent: ImageControl, previewComponent: decapImage.preview, schema: decapImage.schema });

/** The text as the page shows it; pictures from the media library (an upload not yet saved too). */
function renderBody(markdown: string, assetUrl: (src: string) => string) {
  const { html, dropped } = renderMarkdown(markdown ?? '');
  return { html: html.replace(/(<img[^>]*?\ssrc=")(\/[^"]*)"/g, (_, start: string, src: string) => `${start}${assetUrl(src)}"`), dropped };
}

/** The editor's buttons, each with what it does to the selected text. */
const ACTIONS: { action: MarkdownAction; label: string; title: string }[] = [
  { action: 'heading', label: 'H', title: 'Heading: ## at the start of the line' },
  { action: 'bold', label: 'B', title: 'Bold: **text**' },
  { action: 'link', label: 'Link', title: 'Link: [text](/contact/)' },
  { action: 'list', label: '• List', title: 'List: - at the start of each line' },
  { action: 'numbered', label: '1. List', title: 'Numbered list: 1. at the start of each line' },
  { action: 'picture', label: 'Picture', title: 'Picture: ![what it shows](/images/name.jpg)' },
];

// Inline, as Decap styles its own widgets (the admin's policy allows inline styles, /admin/ only).
const TOOLBAR_STYLE = { display: 'flex', flexWrap: 'wrap', gap: '6px', marginBottom: '8px' };
const BUTTON_STYLE = { padding: '4px 10px', border: '1px solid #c5c6cc', borderRadius: '4px', background: '#fff', color: '#313d3e', font: '600 14px/1.4 inherit', cursor: 'pointer' };
const TEXT_STYLE = { minHeight: '24rem', fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: '14px', lineHeight: 1.6, resize: 'vertical' };

const MarkdownControl = createClass({
  apply(action: MarkdownAction) {
    const area = this.area as HTMLTextAreaElement | undefined;
    if (!area) return;
    const edit = markdownEdit(area.value, area.selectionStart, area.selectionEnd, action);
    this.props.onChange(edit.text);
    // After React has put the new text in: the edited part selected, ready to type over.
    requestAnimationFrame(() => {
      area.focus();
      area.setSelectionRange(edit.selectionStart, edit.selectionEnd);
    });
  },
  render() {
    const { forID, value, onChange, classNameWrapper, setActiveStyle, setInactiveStyle } = this.props;
    return h(
      'div',
      null,
      h(
        'div',
        { role: 'toolbar', 'aria-label': 'Formatting', 'aria-controls': forID, style: TOOLBAR_STYLE },
        ACTIONS.map(({ action, label, title }) =>
          h('button', { key: action, type: 'button', title, 'aria-label': title.split(':')[0], style: BUTTON_STYLE, onClick: () => this.apply(action) }, label),
        ),
      ),
      h('textarea', {
        id: forID,
        ref: (element: HTMLTextAreaElement | null) => {
          this.area = element ?? undefined;
        },
        className: classNameWrapper,
        style: TEXT_STYLE,
        value: value ?? '',
        rows: 18,
        spellCheck: true,
        onChange: (event: { target: HTMLTextAreaElement }) => onChange(event.target.value),
        onFocus: setActiveStyle,
        onBlur: setInactiveStyle,
      }),
    );
  },
});

const REMOVED_STYLE = { margin: '0 0 1rem', padding: '0.75rem 1rem', background: '#fdecea', borderLeft: '4px solid #b3261e', color: '#410e0b' };

/** The rendered text, after a list of what the page leaves out of it, line by line of the text box (as the build warns). */
const MarkdownPreview = (props: { value?: string; entry?: ImmutableLike; getAsset: GetAsset }) => {
  const getAsset = withDrafts(props.entry, props.getAsset);
  const { html, dropped } = renderBody(props.value ?? '', (src) => String(getAsset(src)));
  const removed = dropped.length
    ? h(
        'section',
        { role: 'status', 'aria-label': 'Left out of the page', style: REMOVED_STYLE },
        h('strong', null, 'The page leaves out:'),
        h('ul', null, dropped.map((item, index) => h('li', { key: index }, `line ${item.line} of the text: ${item.what} (${item.why})`))),
      )
    : null;
  return h('div', null, removed, h('div', { dangerouslySetInnerHTML: { __html: html } }));
};

CMS.registerWidget('markdown-source', MarkdownControl, MarkdownPreview);
