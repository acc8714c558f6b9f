// The one zod every contract schema is built with. `jitless`: zod otherwise probes
// `new Function` to compile fast object parsers, which a browser under the site's CSP (no
// 'unsafe-eval') reports as a violation. It must be set before any schema is created, so
// every schema module imports `z` from here rather than from 'zod'.
// package.json lists this file under `sideEffects`, or bundlers would drop the call.
import { z } from 'zod';

z.config({ jitless: true });

export { z };
