import type { Options } from 'tsup';

/** The tsup build of a published @rooted package (see tsup.js). */
export declare function packageBuild(entry: Record<string, string>, options?: Options): Options;
