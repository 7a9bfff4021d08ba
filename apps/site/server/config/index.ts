/** The server's configuration: read from the environment once, at start-up, and handed to every part. */
export { loadServerConfig, ServerConfigError } from './load-config';
export type { ConfigPaths } from './schema';
export type { DatabaseConfig, ServerConfig } from './server-config';
