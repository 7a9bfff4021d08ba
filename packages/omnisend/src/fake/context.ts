import type { ContactStore } from './contact-store';
import type { EventStore } from './event-store';
import type { FakeResponse } from './http';
import type { FakePermission, FakeSwitches } from './types';

/** Everything a route handler needs about one authenticated request. */
export interface RouteContext {
  method: string;
  url: URL;
  /** `http://host:port` as the client addressed the fake; paging links use it. */
  origin: string;
  body: unknown;
  brandId: string;
  nowMs: number;
  switches: FakeSwitches;
  contacts: ContactStore;
  events: EventStore;
}

/** A route: method, path pattern (captures become `params`), and the permissions of which one is needed. */
export interface Route {
  method: 'GET' | 'POST' | 'PATCH';
  pattern: RegExp;
  /** Any one of these grants access; empty means any valid key. */
  permissions: readonly FakePermission[];
  /** Whether the route reads a JSON body. */
  body: boolean;
  handle(ctx: RouteContext, params: string[]): FakeResponse;
}
