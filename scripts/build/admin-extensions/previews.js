/* global CMS, h, createClass */
// The admin's preview pane in the site's look: a product as its page shows it, the service tiles,
// and the home page's hero. Written with the admin bundle's own React (h, createClass), styled by
// preview.css (the site's stylesheets, classes named `<Module>__<class>`: scripts/build/admin-preview.mjs).
// The markup mirrors components/products/ProductDetails.tsx, components/ui/Tile.tsx and
// components/home/Hero.tsx; change them together.
(function registerPreviews() {
  CMS.registerPreviewStyle('preview.css');

  const list = (value) => (value && value.toArray ? value.toArray() : []);
  const asset = (props, src) => (src ? String(props.getAsset(src)) : undefined);
  /** A field of another entry (getCollection gives its data as a plain object). */
  const field = (data, name) => (data ? (data.get ? data.get(name) : data[name]) : '');

  function banner(heading) {
    return h('header', { className: 'PageBanner__banner' }, h('div', { className: 'PageBanner__inner' }, h('h1', { className: 'PageBanner__heading' }, heading)));
  }

  const ProductPreview = createClass({
    render() {
      const data = this.props.entry.get('data');
      const bullets = list(data.get('detailedInformation'));
      return h(
        'div',
        { 'data-preview': 'product' },
        banner(data.get('title')),
        h(
          'div',
          { className: 'ProductPage__layout' },
          h(
            'article',
            { className: 'ProductDetails__details' },
            h('picture', { className: 'ProductDetails__picture' }, h('img', { src: asset(this.props, data.get('image')), alt: data.get('imageAlt') || '' })),
            bullets.length ? h('ul', { className: 'ProductDetails__bullets' }, bullets.map((item, index) => h('li', { key: index }, item))) : null,
            h('p', { className: 'ProductDetails__text' }, data.get('commonContent')),
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
        h(
          'div',
          { className: 'Section__inner' },
          h(
            'ul',
            { className: 'TileGrid__grid' },
            services.map((service, index) =>
              h(
                'li',
                { key: index, className: 'Tile__tile' },
                h('img', { className: 'Tile__icon', src: asset(this.props, service.get('icon')), alt: '' }),
                h('h2', { className: 'Tile__title' }, service.get('name')),
                h('p', { className: 'Tile__text' }, service.get('description')),
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
        h(
          'div',
          { className: 'Hero__overlay' },
          h(
            'div',
            { className: 'Hero__glass' },
            h('p', { className: 'Hero__slogan' }, field(site, 'slogan')),
            h('h1', { className: 'Hero__heading' }, field(site, 'tagline')),
          ),
        ),
        first ? h('div', { className: 'Hero__carousel' }, h('picture', { className: 'Hero__picture' }, h('img', { src: asset(this.props, first.get('image')), alt: first.get('alt') || '' }))) : null,
        h('img', { className: 'Hero__wave', src: '/images/decor/wave.svg', alt: '' }),
      );
    },
  });

  CMS.registerPreviewTemplate('products', ProductPreview);
  CMS.registerPreviewTemplate('services', ServicesPreview);
  CMS.registerPreviewTemplate('hero', HeroPreview);
})();
