import pkg from '../package.json' with { type: 'json' };

/** This CLI's version, from package.json (bundled at build time). */
export const VERSION: string = pkg.version;
