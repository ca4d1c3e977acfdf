// How much of each list the home page shows before its link to the list's own page: it is an
// overview, and stays within its first round trip in every language however the lists grow
// (13 KiB: scripts/checks/html-budget.mjs; Marathi takes three bytes a letter).

/** Products featured on the home page. */
export const FEATURED_PRODUCTS = 3;
/** Client logos in the home page's carousel. */
export const FEATURED_CLIENTS = 12;
