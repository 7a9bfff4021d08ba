/** @rooted/readiness/node — Node 20+ helpers: `.env` loading with origins, fact collectors, colours. */
export { loadEnvSources, EnvFileNotFoundError, type EnvSources, type LoadEnvOptions } from './load-env';
export { collectFacts, legalPagesFact, seoAssetsFact, type CollectFactsOptions } from './collect-facts';
export { ansiStyle, shouldUseColor, type ColorOptions } from './colors';
