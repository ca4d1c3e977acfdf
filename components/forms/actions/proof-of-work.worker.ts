// The proof-of-work solver as a Web Worker from the site's own origin: altcha-lib's own worker
// script (it answers {type: 'work', payload} with the solution), bundled by Next like any module.
import 'altcha-lib/worker';
