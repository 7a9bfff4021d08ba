import { domTestConfig } from '../../vitest.shared';

// happy-dom: the stores talk to window events and localStorage. Server-side tests opt back into
// Node with a `@vitest-environment node` comment.
export default domTestConfig;
