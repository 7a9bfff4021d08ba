import { useEffect, type ComponentType } from 'react';
import type { HydrationPart } from './hydration-parts';

/**
 * Wraps a lazily loaded part so that its first effect, which runs once React has hydrated its
 * prerendered markup, marks the part hydrated. No element of its own: the markup is unchanged.
 */
export function reportsHydration<P extends object>(Component: ComponentType<P>, part: HydrationPart): ComponentType<P> {
  function ReportsHydration(props: P) {
    useEffect(() => part.markHydrated(), []);
    return <Component {...props} />;
  }
  return ReportsHydration;
}
