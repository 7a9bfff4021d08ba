import type { FakeResponse } from './http';
import { html502 } from './http';
import type { FaultSpec } from './types';

interface ActiveFault {
  spec: FaultSpec;
  remaining: number;
}

/** Checks a fault spec and throws a TypeError naming the problem. */
export function assertFaultSpec(spec: unknown): asserts spec is FaultSpec {
  if (spec === null || typeof spec !== 'object' || Array.isArray(spec)) throw new TypeError('fault must be an object');
  const fault = spec as Record<string, unknown>;
  const bad = (message: string) => {
    throw new TypeError(`fault: ${message}`);
  };
  if (fault.times !== undefined && (!Number.isInteger(fault.times) || (fault.times as number) < 1))
    bad('times must be a positive integer');
  if (
    fault.status !== undefined &&
    (!Number.isInteger(fault.status) || (fault.status as number) < 100 || (fault.status as number) > 599)
  )
    bad('status must be an HTTP status');
  if (fault.preset !== undefined && fault.preset !== 'html502') bad('preset must be "html502"');
  if (fault.drop !== undefined && fault.drop !== 'before' && fault.drop !== 'after')
    bad('drop must be "before" or "after"');
  if (fault.delayMs !== undefined && (typeof fault.delayMs !== 'number' || fault.delayMs < 0))
    bad('delayMs must be a number ≥ 0');
  if (fault.process !== undefined && typeof fault.process !== 'boolean') bad('process must be a boolean');
  if (fault.match !== undefined && (fault.match === null || typeof fault.match !== 'object'))
    bad('match must be {method?, path?}');
  if (
    fault.status === undefined &&
    fault.preset === undefined &&
    fault.drop === undefined &&
    fault.delayMs === undefined
  ) {
    bad('give at least one of status, preset, drop, delayMs');
  }
}

/** Pending faults; each hits the next `times` matching requests. */
export class FaultQueue {
  private active: ActiveFault[] = [];

  add(spec: FaultSpec): void {
    assertFaultSpec(spec);
    this.active.push({ spec: structuredClone(spec), remaining: spec.times ?? 1 });
  }

  clear(): void {
    this.active = [];
  }

  /** Takes the first fault matching this request, counting one use. */
  take(method: string, path: string): FaultSpec | undefined {
    const index = this.active.findIndex(({ spec }) => matches(spec, method, path));
    const found = this.active[index];
    if (!found) return undefined;
    found.remaining -= 1;
    if (found.remaining <= 0) this.active.splice(index, 1);
    return found.spec;
  }
}

function matches(spec: FaultSpec, method: string, path: string): boolean {
  const want = spec.match;
  if (want?.method && want.method.toUpperCase() !== method.toUpperCase()) return false;
  if (want?.path) return want.path.endsWith('*') ? path.startsWith(want.path.slice(0, -1)) : path === want.path;
  return true;
}

/** The canned answer of a fault, if it replaces processing. */
export function faultResponse(spec: FaultSpec): FakeResponse | undefined {
  if (spec.preset === 'html502') return html502();
  if (spec.status === undefined) return undefined;
  return {
    status: spec.status,
    ...(spec.body === undefined ? {} : { body: spec.body }),
    ...(spec.contentType === undefined ? {} : { contentType: spec.contentType }),
    ...(spec.headers === undefined ? {} : { headers: spec.headers }),
  };
}

/** A short label for the request log, e.g. `delay:200 status:502`. */
export function describeFault(spec: FaultSpec): string {
  const parts: string[] = [];
  if (spec.delayMs) parts.push(`delay:${spec.delayMs}`);
  if (spec.preset) parts.push(`preset:${spec.preset}`);
  else if (spec.status !== undefined) parts.push(`status:${spec.status}`);
  if (spec.process) parts.push('after-processing');
  if (spec.drop) parts.push(`drop:${spec.drop}`);
  return parts.join(' ');
}
