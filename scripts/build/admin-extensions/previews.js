/* global CMS, h, createClass, SiteAdmin */
// The admin's preview pane in the site's look: a product as its page shows it, the service tiles,
// the home page's hero, and a blog post's or a case study's page (a draft too: the preview shows
// drafts). Written with the admin bundle's own React (h, createClass), styled by
// preview.css (the site's stylesheets, classes named `<Module>__<class>`: scripts/build/admin-preview.mjs).
// The markup mirrors components/products/ProductDetails.tsx, components/ui/Tile.tsx, TileGrid.tsx,
// components/home/Hero.tsx, components/blog/PostArticle.tsx and components/case-studies/CaseStudyFacts.tsx;
// change them together.
(function registerPreviews() {
  CMS.registerPreviewStyle('preview.css');

  const list = (value) => (value && value.toArray ? value.toArray() : []);
  /** A picture's address: an upload not saved yet from the entry's draft (site-admin.ts, loaded before this file). */
  const asset = (props, src) => (src ? String(SiteAdmin.withDrafts(props.entry, props.getAsset)(src)) : undefined);
  /** A field of another entry (getCollection gives its data as a plain object). */
  const field = (data, name) => (data ? (data.get ? data.get(name) : data[name]) : '');
  /** A nested field of another entry's data (Immutable or plain): text(ui, 'blog', 'published'). */
  const text = (data, ...keys) => keys.reduce((value, key) => field(value, key), data) || '';
  /** An element with only a class: most of the markup below. */
  const el = (tag, className, ...children) => h(tag, { className }, ...children);
  /** TileGrid's data-cols-at-N for `count` tiles (components/ui/gridColumns.ts: the fewest columns that need no extra row, within min and max). */
  const columnAttributes = (count, { min = 1, max = 4 } = {}) =>
    Object.fromEntries(
      [1, 2, 3, 4].map((room) => {
        const fits = Math.min(max, Math.max(min, room));
        return [`data-cols-at-${room}`, count <= 1 ? 1 : Math.ceil(count / Math.ceil(count / fits))];
      }),
    );
  /** '2026-03-14' → '14 March 2026', as the site writes a day (lib/text.ts formatDate). */
  const longDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const day = (value) => {
    const iso = String(value || '');
    const date = new Date(`${iso}T00:00:00Z`);
    return /^\d{4}-\d{2}-\d{2}$/.test(iso) && !Number.isNaN(date.getTime()) ? h('time', { dateTime: iso }, longDate.format(date)) : iso;
  };
  /** About as lib/markdown/render.ts counts: the text's words at 200 a minute, 1 at least. */
  const readingMinutes = (markdown) => {
    const count = String(markdown || '')
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/<[^>]+>/g, ' ')
      .split(/\s+/)
      .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
    return Math.max(1, Math.round(count / 200));
  };
  /** '{minutes} min read' filled, as lib/text.ts fillTemplate. */
  const fill = (template, values) => String(template).replace(/\{(\w+)\}/g, (match, key) => (key in values ? String(values[key]) : match));

  function banner(heading, lead) {
    return el('header', 'PageBanner__banner', el('div', 'PageBanner__inner', el('h1', 'PageBanner__heading', heading), lead ? el('p', 'PageBanner__lead', lead) : null));
  }

  const ProductPreview = createClass({
    render() {
      const data = this.props.entry.get('data');
      const bullets = list(data.get('detailedInformation'));
      return h(
        'div',
        { 'data-preview': 'product' },
        banner(data.get('title')),
        el(
          'div',
          'ProductPage__layout',
          el(
            'article',
            'ProductDetails__details',
            el('picture', 'ProductDetails__picture', h('img', { src: asset(this.props, data.get('image')), alt: data.get('imageAlt') || '' })),
            bullets.length ? el('ul', 'ProductDetails__bullets', bullets.map((item, index) => h('li', { key: index }, item))) : null,
            el('p', 'ProductDetails__text', data.get('commonContent')),
          ),
        ),
      );
    },
  });

  const ServicesPreview = createClass({
    render() {
      const services = list(this.props.entry.getIn(['data', 'services']));
      return h(
        'section',
        { className: 'Section__section', 'data-preview': 'services' },
        el(
          'div',
          'Section__inner',
          h(
            'ul',
            { className: 'TileGrid__grid', ...columnAttributes(services.length) },
            services.map((service, index) =>
              h(
                'li',
                { key: index, className: 'Tile__tile' },
                h('img', { className: 'Tile__icon', src: asset(this.props, service.get('icon')), alt: '' }),
                el('h2', 'Tile__title', service.get('name')),
                el('p', 'Tile__text', service.get('description')),
              ),
            ),
          ),
        ),
      );
    },
  });

  // The hero's words are the company's slogan and tagline (the "Company details" file).
  const HeroPreview = createClass({
    getInitialState() {
      return { site: null };
    },
    componentDidMount() {
      Promise.resolve(this.props.getCollection('content', 'site'))
        .then((site) => this.setState({ site: site.get('data') }))
        .catch(() => this.setState({ site: null }));
    },
    render() {
      const [first] = list(this.props.entry.getIn(['data', 'slides']));
      const site = this.state.site;
      return h(
        'section',
        { className: 'Hero__hero', 'data-preview': 'hero' },
        el('div', 'Hero__overlay', el('div', 'Hero__glass', el('p', 'Hero__slogan', field(site, 'slogan')), el('h1', 'Hero__heading', field(site, 'tagline')))),
        first ? el('div', 'Hero__carousel', el('picture', 'Hero__picture', h('img', { src: asset(this.props, first.get('image')), alt: first.get('alt') || '' }))) : null,
        h('img', { className: 'Hero__wave', src: '/images/decor/wave.svg', alt: '' }),
      );
    },
  });

  /**
   * A template that reads the site's interface words (the "Interface text" file) once, and with
   * `products` the catalog's titles; until they arrive it shows the site's default words.
   */
  function withSiteWords(render, { products = false } = {}) {
    return createClass({
      getInitialState() {
        return { ui: null, titles: new Map() };
      },
      componentDidMount() {
        Promise.resolve(this.props.getCollection('content', 'ui'))
          .then((ui) => this.setState({ ui: ui.get('data') }))
          .catch(() => this.setState({ ui: null }));
        if (!products) return;
        Promise.resolve(this.props.getCollection('products'))
          // Every product as { data, slug, path } (an array, the data a plain object).
          .then((entries) => this.setState({ titles: new Map((Array.isArray(entries) ? entries : list(entries)).map((entry) => [field(entry.get('data'), 'name'), field(entry.get('data'), 'title')])) }))
          .catch(() => this.setState({ titles: new Map() }));
      },
      render,
    });
  }

  /** The cover picture as an article shows it (components/publishing/Article.module.css .cover). */
  function cover(props, data) {
    const src = data.get('cover');
    return src ? el('picture', 'Article__cover', h('img', { src: asset(props, src), alt: data.get('coverAlt') || '' })) : null;
  }

  /** The text as the page renders it (the `markdown-source` widget's preview: site-admin.ts), in the site's prose styles (components/publishing/ArticleBody.tsx). */
  function body(props) {
    return el('div', 'ArticleBody__prose', props.widgetFor('body'));
  }

  const NOTICE_STYLE = { margin: 0, padding: '0.75rem 1rem', background: '#fff4ce', borderBottom: '2px solid #b58a00', color: '#3b2f00', fontWeight: 600 };
  /** A draft, or an entry dated after today, is not on the site yet (lib/content/entries.ts isPublished): the preview says so first. */
  function publicationNotice(data) {
    const date = String(data.get('date') || '');
    const today = new Date().toISOString().slice(0, 10);
    if (data.get('draft')) return h('p', { role: 'note', 'data-preview-notice': 'draft', style: NOTICE_STYLE }, 'Draft: not on the site. Switch "Draft" off and publish to put it there.');
    if (date > today) return h('p', { role: 'note', 'data-preview-notice': 'scheduled', style: NOTICE_STYLE }, 'Scheduled: on the site from ', day(date), ' (the first build on or after that day).');
    return null;
  }

  // A post's page below the site's header (app/(default)/blog/[[...path]]/page.tsx, components/blog/PostArticle.tsx, PostMeta.tsx).
  const PostPreview = withSiteWords(function renderPost() {
    const data = this.props.entry.get('data');
    const words = (key, fallback) => text(this.state.ui, 'blog', key) || fallback;
    const tags = list(data.get('tags'));
    const updated = data.get('updated');
    return h(
      'div',
      { 'data-preview': 'post' },
      publicationNotice(data),
      banner(data.get('title'), data.get('summary')),
      el(
        'article',
        'Article__article',
        el(
          'p',
          'Article__meta',
          `${words('published', 'Published')} `,
          day(data.get('date')),
          updated && updated !== data.get('date') ? [' · ', `${words('updated', 'Updated')} `, day(updated)] : null,
          ` · ${words('by', 'By')} ${data.get('author') || ''}`,
          ` · ${fill(words('readingTime', '{minutes} min read'), { minutes: readingMinutes(data.get('body')) })}`,
        ),
        cover(this.props, data),
        body(this.props),
        tags.length ? h('ul', { className: 'TagLinks__tags', 'aria-label': words('tagsLabel', 'Tags') }, tags.map((tag, index) => h('li', { key: index }, el('span', 'TagLinks__tag', tag)))) : null,
      ),
    );
  });

  // A case study's page (app/(default)/case-studies/[[...path]]/page.tsx, components/case-studies/CaseStudyFacts.tsx).
  const CaseStudyPreview = withSiteWords(
    function renderCaseStudy() {
      const data = this.props.entry.get('data');
      const words = (key, fallback) => text(this.state.ui, 'caseStudies', key) || fallback;
      const figures = list(data.get('figures'));
      const products = list(data.get('products'));
      return h(
        'div',
        { 'data-preview': 'case-study' },
        publicationNotice(data),
        banner(data.get('title'), data.get('summary')),
        el(
          'article',
          'Article__article',
          cover(this.props, data),
          el(
            'dl',
            'Article__facts',
            h('dt', null, words('client', 'Client')),
            h('dd', null, data.get('client')),
            h('dt', null, words('location', 'Location')),
            h('dd', null, data.get('location')),
            h('dt', null, words('sector', 'Sector')),
            h('dd', null, data.get('sector')),
            data.get('updated') && data.get('updated') !== data.get('date') ? [h('dt', { key: 'updated' }, words('updated', 'Updated')), h('dd', { key: 'updated-day' }, day(data.get('updated')))] : null,
          ),
          figures.length
            ? h(
                'section',
                null,
                el('h2', 'Article__subheading', words('figures', 'Key figures')),
                h(
                  'ul',
                  { className: 'TileGrid__grid', ...columnAttributes(figures.length, { min: 1, max: 4 }) },
                  figures.map((figure, index) => h('li', { key: index, className: 'Article__figure' }, h('span', null, figure.get('label')), el('span', 'Article__figureValue', figure.get('value')))),
                ),
              )
            : null,
          products.length
            ? h(
                'section',
                null,
                el('h2', 'Article__subheading', words('productsInstalled', 'Products installed')),
                el('ul', 'Article__productLinks', products.map((name) => h('li', { key: name }, h('a', { href: `/product-details/${name}/` }, this.state.titles.get(name) || name)))),
              )
            : null,
          body(this.props),
        ),
      );
    },
    { products: true },
  );

  CMS.registerPreviewTemplate('products', ProductPreview);
  CMS.registerPreviewTemplate('services', ServicesPreview);
  CMS.registerPreviewTemplate('hero', HeroPreview);
  CMS.registerPreviewTemplate('blog', PostPreview);
  CMS.registerPreviewTemplate('case-studies', CaseStudyPreview);
})();
