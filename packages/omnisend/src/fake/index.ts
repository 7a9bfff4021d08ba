/**
 * `@rooted/omnisend/fake`: a fake Omnisend HTTP server for contract tests and offline local
 * work. Node only. Point the client (or `OMNISEND_API_URL`) at `fake.baseUrl`.
 */
export { createFakeOmnisend } from './server';
export type { FakeOmnisendOptions } from './server';
export type { FakeOmnisend, FakeOmnisendControls } from './controls';
export { DEFAULT_FAKE_KEYS, DEFAULT_SWITCHES, FAKE_TEST_API_KEY, FAKE_TEST_BRAND_ID } from './types';
export type {
  FakeKey,
  FakePermission,
  FakeSwitches,
  FaultSpec,
  RecordedRequest,
  FakeContact,
  FakeContactMeta,
  FakeContactRecord,
  FakeIdentifier,
  FakeEventDefinition,
  FakeFieldType,
  FakeReceivedEvent,
  FakeRateLimit,
  ChannelStatus,
} from './types';
export { HTML_502_BODY } from './http';
