import { trimTrailingSlashes } from '../trailing-slashes';
import type { FakeResponse } from './http';
import { errorResponse, notFound } from './http';
import type { FakeOmnisendControls } from './controls';
import type { FakeSwitches, FaultSpec } from './types';

/**
 * Test controls under `/_admin`, for tests and tools that cannot call the
 * programmatic API (e2e runs, the CLI). No auth: the fake listens on loopback.
 */
export function handleAdmin(controls: FakeOmnisendControls, method: string, path: string, body: unknown): FakeResponse {
  const route = `${method} ${trimTrailingSlashes(path)}`;
  try {
    switch (route) {
      case 'GET /_admin/requests':
        return { status: 200, body: controls.requests() };
      case 'GET /_admin/contacts':
        return { status: 200, body: controls.contacts() };
      case 'GET /_admin/events':
        return { status: 200, body: controls.events() };
      case 'GET /_admin/switches':
        return { status: 200, body: controls.switches() };
      case 'POST /_admin/switches':
        return { status: 200, body: controls.setSwitches((body ?? {}) as Partial<FakeSwitches>) };
      case 'POST /_admin/faults':
        controls.fault((body ?? {}) as FaultSpec | FaultSpec[]);
        return { status: 201, body: { ok: true } };
      case 'DELETE /_admin/faults':
        controls.clearFaults();
        return { status: 200, body: { ok: true } };
      case 'POST /_admin/latency': {
        const latencyMs = (body as { latencyMs?: unknown } | undefined)?.latencyMs;
        if (typeof latencyMs !== 'number' || latencyMs < 0) return errorResponse(400, 'latencyMs must be a number ≥ 0');
        controls.setLatency(latencyMs);
        return { status: 200, body: { latencyMs } };
      }
      case 'POST /_admin/clock': {
        const change = (body ?? {}) as { now?: number | string; advanceMs?: number };
        return { status: 200, body: { now: new Date(controls.setClock(change)).toISOString() } };
      }
      case 'POST /_admin/reset':
        controls.reset();
        return { status: 200, body: { ok: true } };
      default:
        return notFound();
    }
  } catch (error) {
    return errorResponse(400, error instanceof Error ? error.message : String(error));
  }
}
