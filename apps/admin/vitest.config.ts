import { defineConfig, mergeConfig } from 'vitest/config';
import { domTestConfig } from '../../vitest.shared';

/**
 * Unit tests of the owner's app (draft store, schema walk, kept drafts) in happy-dom, and of its
 * API (server/); a server test that needs Node's own globals says `@vitest-environment node`.
 */
export default mergeConfig(domTestConfig, defineConfig({ test: { include: ['server/**/*.test.ts'] } }));
