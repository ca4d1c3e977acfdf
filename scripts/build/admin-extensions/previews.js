/* global CMS, h, createClass */
// The admin's preview pane in the site's look: a product as its page shows it, the service tiles,
// and the home page's hero. Written with the admin bundle's own React (h, createClass), styled by
// preview.css (the site's stylesheets, classes named `<Module>__<class>`: scripts/build/admin-preview.mjs).
// The markup mirrors components/products/ProductDetails.tsx, components/ui/Tile.tsx, TileGrid.tsx and
// components/home/Hero.tsx; change them together.
(function registerPreviews() {
  CMS.registerPreviewStyle('preview.css');

  const list = (value) => (value && value.toArray ? value.toArray() : []);
  const asset = (props, src) => (src ? String(props.getAsset(src)) : undefined);
  /** A field of another entry (getCollection gives its data as a plain object). */
  const field = (data, name) => (data ? (data.get ? data.get(name) : data[name]) : '');
  /** An element with only a class: most of the markup below. */
  const el = (tag, className, ...children) => h(tag, { className }, ...children);
  /** TileGrid's data-cols-at-N for `count` tiles (components/ui/gridColumns.ts: the fewest columns that need no extra row). */
  const columnAttributes = (count) =>
    Object.fromEntries([1, 2, 3, 4].map((room) => [`data-cols-at-${room}`, count <= 1 ? 1 : Math.ceil(count / Math.ceil(count / room))]));

  function banner(heading) {
    return el('header', 'PageBanner__banner', el('div', 'PageBanner__inner', el('h1', 'PageBanner__heading', heading)));
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

  CMS.registerPreviewTemplate('products', ProductPreview);
  CMS.registerPreviewTemplate('services', ServicesPreview);
  CMS.registerPreviewTemplate('hero', HeroPreview);
})();
