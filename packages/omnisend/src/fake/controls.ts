import type { FakeContactRecord, FakeReceivedEvent, FakeSwitches, FaultSpec, RecordedRequest } from './types';

/** Programmatic controls, the same as the `/_admin` routes. */
export interface FakeOmnisendControls {
  /** Clears contacts, events, requests, faults, latency and rate windows; switches return to the configured ones. */
  reset(): void;
  /** Every API request received, oldest first. */
  requests(): RecordedRequest[];
  /** Stored contacts of every brand, with meta. */
  contacts(): FakeContactRecord[];
  /** Accepted events, with their `automationTriggered` flags. */
  events(): FakeReceivedEvent[];
  /** Adds one or more faults. Throws a TypeError for an invalid spec. */
  fault(spec: FaultSpec | readonly FaultSpec[]): void;
  clearFaults(): void;
  /** Sets the latency added to every API request, in real ms. */
  setLatency(ms: number): void;
  /** Moves the fake clock to `now` or by `advanceMs`; returns the new time (epoch ms). */
  setClock(change: { now?: number | string | Date; advanceMs?: number }): number;
  /** The fake clock, epoch ms. */
  now(): number;
  switches(): FakeSwitches;
  setSwitches(change: Partial<FakeSwitches>): FakeSwitches;
}

/** A running fake Omnisend server. */
export interface FakeOmnisend extends FakeOmnisendControls {
  /** `http://127.0.0.1:<port>` */
  url: string;
  /** `http://127.0.0.1:<port>/v3`: what `OMNISEND_API_URL` should be. */
  baseUrl: string;
  port: number;
  /** Stops the server and drops open connections. */
  close(): Promise<void>;
}
