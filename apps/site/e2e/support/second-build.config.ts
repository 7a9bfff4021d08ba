import { mergeConfig, type ConfigEnv, type UserConfig } from 'vite';
import siteConfig from '../../vite.config';

/**
 * The site's own Vite config plus a banner in every chunk: a second build in which every hashed
 * file name differs from the first one's, as after a deploy that touched shared code
 * (e2e/deploy.spec.ts).
 */
export default (env: ConfigEnv): UserConfig =>
  mergeConfig((siteConfig as (env: ConfigEnv) => UserConfig)(env), { build: { rollupOptions: { output: { banner: '/* the next build */' } } } });
