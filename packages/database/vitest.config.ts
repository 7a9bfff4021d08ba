import { defineConfig, mergeConfig } from 'vitest/config';
import { nodeTestConfig } from '../../vitest.shared';

export default mergeConfig(nodeTestConfig, defineConfig({}));
