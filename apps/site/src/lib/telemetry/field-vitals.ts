/** The current page's Core Web Vitals so far, for the development readiness panel. */
export interface FieldVitals {
  route: string;
  values: Readonly<Partial<Record<string, number>>>;
}

let current: FieldVitals | undefined;
const listeners = new Set<() => void>();

/** Called by the vitals collector whenever a value changes. */
export function publishFieldVitals(vitals: FieldVitals): void {
  current = vitals;
  for (const listener of listeners) listener();
}

/** `useSyncExternalStore` subscription. */
export function subscribeFieldVitals(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The values so far, or undefined before the first one (or with performance monitoring off). */
export function fieldVitals(): FieldVitals | undefined {
  return current;
}
