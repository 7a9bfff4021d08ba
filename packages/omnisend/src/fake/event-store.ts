import type { FakeEventDefinition, FakeReceivedEvent } from './types';

/** v3 event definitions and every accepted event. */
export class EventStore {
  definitions: FakeEventDefinition[] = [];
  received: FakeReceivedEvent[] = [];
  private created = 0;

  constructor(
    private readonly seeds: readonly FakeEventDefinition[],
    /** v5 event names that have a flow; undefined means every name has one. */
    private readonly flows: readonly string[] | undefined,
    /** Events older than this (ms) count as historical; only those are deduplicated. */
    readonly historicalThresholdMs: number,
  ) {
    this.reset();
  }

  reset(): void {
    this.definitions = structuredClone([...this.seeds]);
    this.received = [];
    this.created = 0;
  }

  hasFlow(eventName: string): boolean {
    return this.flows === undefined || this.flows.includes(eventName);
  }

  /** A 24-hex id for an event created by `POST /v3/events`. */
  nextEventId(): string {
    this.created += 1;
    return `e${this.created.toString(16).padStart(23, '0')}`;
  }
}
