import { mergeConfig, type ConfigEnv, type UserConfig } from 'vite';
import siteConfig from '../../vite.config';

/**
 * The site's own Vite config, built without minifying: a second build of the same source in which
 * every chunk's content, and so every hashed file name, differs from the first one's, as after a
 * deploy that touched shared code (e2e/deploy.spec.ts). A comment banner would not do: the
 * minifier drops it and the hashes stay the same.
 */
export default (env: ConfigEnv): UserConfig =>
  mergeConfig((siteConfig as (env: ConfigEnv) => UserConfig)(env), { build: { minify: false } });
