import { describe, expectTypeOf, it } from 'vitest';
import type {
  ConnectionTestResult,
  ConsentDetails,
  ContactRecord,
  OmnisendError,
  OmnisendInvalidEmailError,
  OmnisendNetworkError,
  OmnisendTimeoutError,
  OmnisendValidationError,
  OmnisendClient,
  OmnisendClientOptions,
  OmnisendResult,
  SplitName,
} from './index';
import {
  buildContactFormContact,
  buildExitIntentContact,
  buildJoinUsContact,
  buildNewsletterContact,
  createOmnisendClient,
  maskEmail,
  splitName,
} from './index';
import type { FakeOmnisend, FakeOmnisendOptions, FaultSpec } from './fake/index';
import { DEFAULT_FAKE_KEYS, createFakeOmnisend } from './fake/index';

describe('public API types', () => {
  it('createOmnisendClient needs only the key and returns the client', () => {
    expectTypeOf(createOmnisendClient).parameter(0).toEqualTypeOf<OmnisendClientOptions>();
    expectTypeOf(createOmnisendClient).returns.toEqualTypeOf<OmnisendClient>();
    expectTypeOf<{ apiKey: string }>().toMatchTypeOf<OmnisendClientOptions>();
    expectTypeOf<{ baseUrl: string }>().not.toMatchTypeOf<OmnisendClientOptions>();
  });

  it('client methods', () => {
    expectTypeOf<OmnisendClient['upsertContact']>().returns.resolves.toEqualTypeOf<string>();
    expectTypeOf<OmnisendClient['safeUpsertContact']>().returns.resolves.toEqualTypeOf<OmnisendResult<string>>();
    expectTypeOf<OmnisendClient['triggerAutomation']>().parameter(0).toBeString();
    expectTypeOf<OmnisendClient['triggerAutomation']>().parameter(1).toBeString();
    expectTypeOf<OmnisendClient['triggerAutomation']>().returns.resolves.toBeVoid();
    expectTypeOf<OmnisendClient['testConnection']>().returns.resolves.toEqualTypeOf<ConnectionTestResult>();
    expectTypeOf<OmnisendClient['isConnected']>().returns.resolves.toBeBoolean();
    expectTypeOf<ConnectionTestResult>().toEqualTypeOf<{ ok: boolean; status?: number; reason?: string }>();
  });

  it('safe results narrow on error', () => {
    const result = {} as OmnisendResult<string>;
    if (result.error) expectTypeOf(result.data).toBeUndefined();
    else expectTypeOf(result.data).toBeString();
  });

  it('contact records need an email and an explicit consent decision', () => {
    expectTypeOf<{ email: string; marketingConsent: boolean }>().toMatchTypeOf<ContactRecord>();
    expectTypeOf<{ email: string }>().not.toMatchTypeOf<ContactRecord>();
  });

  it('builders return contact records', () => {
    expectTypeOf(buildContactFormContact).returns.toEqualTypeOf<ContactRecord>();
    expectTypeOf(buildNewsletterContact).returns.toEqualTypeOf<ContactRecord>();
    expectTypeOf(buildJoinUsContact).returns.toEqualTypeOf<ContactRecord>();
    expectTypeOf(buildExitIntentContact).returns.toEqualTypeOf<ContactRecord>();
    expectTypeOf(buildContactFormContact)
      .parameter(0)
      .toMatchTypeOf<{ name: string; email: string; subject: string; message: string }>();
    expectTypeOf(buildContactFormContact)
      .parameter(1)
      .toEqualTypeOf<{ now?: Date | number; consent?: ConsentDetails } | undefined>();
    expectTypeOf(splitName).returns.toEqualTypeOf<SplitName>();
    expectTypeOf(maskEmail).toEqualTypeOf<(email: string) => string>();
  });

  it('error hierarchy', () => {
    expectTypeOf<OmnisendInvalidEmailError>().toMatchTypeOf<OmnisendValidationError>();
    expectTypeOf<OmnisendTimeoutError>().toMatchTypeOf<OmnisendNetworkError>();
    expectTypeOf<OmnisendNetworkError>().toMatchTypeOf<OmnisendError>();
    expectTypeOf<OmnisendError>().toMatchTypeOf<Error>();
    expectTypeOf<OmnisendError['status']>().toEqualTypeOf<number | undefined>();
    expectTypeOf<OmnisendTimeoutError['timedOut']>().toEqualTypeOf<true>();
  });

  it('fake server', () => {
    expectTypeOf(createFakeOmnisend).parameter(0).toEqualTypeOf<FakeOmnisendOptions | undefined>();
    expectTypeOf(createFakeOmnisend).returns.resolves.toEqualTypeOf<FakeOmnisend>();
    expectTypeOf<FakeOmnisend['baseUrl']>().toBeString();
    expectTypeOf<FakeOmnisend['fault']>().parameter(0).toEqualTypeOf<FaultSpec | readonly FaultSpec[]>();
    expectTypeOf(DEFAULT_FAKE_KEYS[0]!.key).toBeString();
  });
});
