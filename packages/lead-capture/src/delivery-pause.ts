import { backoffDelay, type BackoffOptions } from './backoff.js';

/** Why and since when delivery is paused, and when the next probe goes out. */
export interface PauseState {
  reason: string;
  /** Epoch ms the pause began. */
  since: number;
  /** Epoch ms of the next probe: one lead is tried to see whether the configuration works again. */
  nextProbeAt: number;
  /** Probes that failed in a row. */
  failedProbes: number;
}

/** Default probe backoff: 15 s, doubling, at most every 5 minutes. */
export const DEFAULT_PROBE_BACKOFF: Required<BackoffOptions> = { baseMs: 15_000, maxMs: 300_000 };

/**
 * The pause of all delivery after a configuration or account failure (rejected key, wrong URL).
 * Sending every lead into the same wall would only burn the provider's error budget (Omnisend
 * blocks keys that err too often), so the worker holds every lead and sends one probe at a time,
 * backing off up to the cap, and resumes by itself once a probe gets through.
 */
export function createPause(options: { backoff?: BackoffOptions; random: () => number }) {
  const backoff = { ...DEFAULT_PROBE_BACKOFF, ...options.backoff };
  let state: PauseState | null = null;
  const nextDelay = (failed: number) => backoffDelay(failed, backoff, options.random);

  return {
    get state(): PauseState | null {
      return state;
    },
    /** Records a failure that needs the owner; true when this starts a new pause (log it once). */
    fail(reason: string, now: number): boolean {
      if (state) {
        state = { ...state, reason, failedProbes: state.failedProbes + 1 };
        state.nextProbeAt = now + nextDelay(state.failedProbes + 1);
        return false;
      }
      state = { reason, since: now, failedProbes: 0, nextProbeAt: now + nextDelay(1) };
      return true;
    },
    /** Ends the pause; true when there was one (log the resumption). */
    resume(): boolean {
      const was = state !== null;
      state = null;
      return was;
    },
    /** True while paused and the next probe is not due yet. */
    holds(now: number): boolean {
      return state !== null && now < state.nextProbeAt;
    },
    /** Ms until the next probe is due, or null when not paused. */
    msToProbe(now: number): number | null {
      return state ? Math.max(0, state.nextProbeAt - now) : null;
    },
  };
}
