import { useRef } from 'react';
import { useCountUp } from './use-count-up';

/** One hero counter from content (the defaults: 150 entrepreneurs, 8 ventures, 100 percent). */
export interface HeroCounter {
  id: string;
  target: number;
  suffix: string;
  label: string;
}

/**
 * The studio in numbers. The counting digits are aria-hidden; screen readers get the final value
 * and label once ("150+ Entrepreneurs"), never the intermediate numbers.
 */
export function HeroCounters({
  counters,
  animate = true,
}: {
  /** The figures, in order, counted up from 0 when they scroll into view. */
  counters: HeroCounter[];
  /** False shows the targets at once, as reduced motion does. */
  animate?: boolean;
}) {
  const ref = useRef<HTMLDListElement>(null);
  const values = useCountUp(
    counters.map((c) => c.target),
    ref,
    animate,
  );

  return (
    <dl ref={ref} className="grid grid-cols-3 gap-3 sm:gap-6">
      {counters.map((counter, i) => (
        <div key={counter.id} className="flex flex-col-reverse border-l-2 border-brand-line pl-3 sm:pl-4">
          <dt className="mt-1 text-sm font-medium text-ink-muted">
            <span aria-hidden="true">{counter.label}</span>
            <span className="sr-only">
              {counter.target}
              {counter.suffix} {counter.label}
            </span>
          </dt>
          <dd
            aria-hidden="true"
            data-counter={counter.id}
            // Paper shows the final value, never a number caught mid-count (print.css).
            data-final={`${counter.target}${counter.suffix}`}
            className="font-display text-3xl font-semibold tabular-nums text-heading sm:text-4xl"
            style={{ minWidth: `${String(counter.target).length + counter.suffix.length}ch` }}
          >
            {values[i]}
            {counter.suffix}
          </dd>
        </div>
      ))}
    </dl>
  );
}
