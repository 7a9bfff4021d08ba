import { domTestConfig } from '../../vitest.shared';

/** Unit tests of the editor's own modules (draft store, schema walk, kept drafts) in happy-dom. */
export default domTestConfig;
