/* global CMS, h, createClass */
// The "url-name" widget: a product's URL name, which is also its file name
// (content/products/<name>.json) and its page's address. A text field that refuses, before
// anything is saved, what the build would refuse: a name another product has (Decap would save it
// as <name>-1.json), and a changed name on an existing product (Decap keeps the old file name).
(function registerUrlNameWidget() {
  const text = CMS.getWidget('string');

  const UrlNameControl = createClass({
    getInitialState() {
      return { others: null };
    },
    componentDidMount() {
      // Every entry of this collection, through Decap's own search (any backend, its cache).
      const { forID, collection, query } = this.props;
      Promise.resolve(query(forID, collection.get('name'), ['name'], ''))
        .then((action) => {
          const hits = (action && action.payload && action.payload.hits) || [];
          const others = new Map(hits.filter((hit) => hit.slug !== this.savedName()).map((hit) => [hit.data.name, hit.data.title]));
          this.setState({ others });
        })
        .catch(() => this.setState({ others: new Map() }));
    },
    entry() {
      return this.props.getEntry ? this.props.getEntry() : this.props.entry;
    },
    /** The name the product was saved under; none for a new product. */
    savedName() {
      const entry = this.entry();
      return entry && !entry.get('newRecord') ? entry.get('slug') : null;
    },
    isValid() {
      const label = this.props.field.get('label');
      const value = this.props.value;
      const saved = this.savedName();
      const error = (message) => ({ error: { type: 'CUSTOM', message } });
      if (saved) {
        // An existing product keeps its name, so only a new one can clash with another's.
        if (value === saved) return true;
        return error(`${label} cannot change once a product exists: it is the page's address and the file's name ("${saved}"). To rename a product, create a new one with the new ${label} and delete this one.`);
      }
      if (!this.state.others) return error(`${label}: still checking the other products' names; try again in a moment.`);
      if (value && this.state.others.has(value)) {
        return error(`${label} "${value}" is already used by "${this.state.others.get(value)}": every product needs its own.`);
      }
      return true;
    },
    render() {
      return h(text.control, this.props);
    },
  });

  CMS.registerWidget('url-name', UrlNameControl, text.preview);
})();
