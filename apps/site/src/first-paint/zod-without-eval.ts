import { config } from 'zod';

// Zod compiles fast object parsers with `new Function` unless told not to. Our CSP
// forbids eval, so the attempt only logs a CSP violation (a console error, and a
// Lighthouse best-practices failure); jitless parsing is the same result without it.
// Imported first by every chunk that validates with zod.
config({ jitless: true });
