import { readFileSync } from 'node:fs';
import { packageBuild } from '@rooted/tooling/tsup';

/** One entry per subpath export (see scripts/sync-exports.mjs), so consumers bundle only what they render. */
const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  exports: Record<string, string | Record<string, string>>;
};
const entries = Object.values(pkg.exports)
  .filter((target): target is Record<string, string> => typeof target === 'object')
  .map((target) => target['@rooted/source']!.replace(/^\.\//, ''));

export default packageBuild(
  Object.fromEntries(entries.map((file) => [file.replace(/^src\//, '').replace(/\.ts$/, ''), file])),
  { external: ['react', 'react-dom', 'react/jsx-runtime', 'sonner'] },
);
