/** Status of one checklist item, as `@rooted/readiness` reports it. */
export type ReadinessItemStatus = 'complete' | 'incomplete' | 'warning';

/**
 * The part of a `@rooted/readiness` report the panel shows. Declared here so `@rooted/ui` does not
 * depend on `@rooted/readiness`; a full `ReadinessReport` fits it.
 */
export interface ReadinessPanelReport {
  ready: boolean;
  scoreDisplay: number;
  minScore: number;
  mode: string;
  issues: { ruleId: string; key?: string; message: string; action: string }[];
  warnings: { ruleId: string; key?: string; message: string; action: string }[];
  checklist: { id: string; title: string; status: ReadinessItemStatus; phase: number; action: string }[];
}

/** The current page's field values (web-vitals names: LCP, INP, CLS, FCP, TTFB), as measured so far. */
export interface ReadinessPanelVitals {
  route: string;
  values: Readonly<Partial<Record<string, number>>>;
}

/** Props of {@link ReadinessPanel}: the report to show and the names of its checklist phases. */
export interface ReadinessPanelProps {
  /** The report to show (from `@rooted/readiness`'s `evaluate`). */
  report: ReadinessPanelReport;
  /** Names of the four checklist phases, by number. */
  phaseNames: Readonly<Record<number, string>>;
  /** With performance monitoring on: this page's Core Web Vitals so far. */
  vitals?: ReadinessPanelVitals | undefined;
}

const VITAL_ORDER = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'];

const STATUS: Record<ReadinessItemStatus, { label: string; mark: string; style: string }> = {
  complete: { label: 'Complete', mark: '✓', style: 'bg-brand-tint-strong text-accent' },
  warning: { label: 'Warning', mark: '!', style: 'bg-clay-tint text-clay-ink' },
  incomplete: { label: 'Incomplete', mark: '✕', style: 'bg-line text-ink' },
};

/**
 * The site's own launch-readiness report for site owners (shown with the
 * developmentTools flag): score, blocking issues, warnings and the 13-item
 * checklist by phase. Pure: it renders whatever report it is given.
 */
export function ReadinessPanel({ report, phaseNames, vitals }: ReadinessPanelProps) {
  const phases = [...new Set(report.checklist.map((item) => item.phase))].sort();
  return (
    <section
      aria-labelledby="readiness-panel-title"
      className="rounded-card bg-card p-6 shadow-sm ring-1 ring-line sm:p-8"
    >
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h3 id="readiness-panel-title" className="font-display text-2xl font-semibold text-heading">
          This site&rsquo;s launch readiness
        </h3>
        <p
          className={`rounded-full px-4 py-1.5 text-sm font-semibold ${report.ready ? 'bg-brand-tint-strong text-accent' : 'bg-clay-tint text-clay-ink'}`}
        >
          {report.ready ? 'Ready' : 'Not ready'} · score {report.scoreDisplay}% (min {report.minScore}%) · {report.mode}
        </p>
      </div>

      {report.issues.length ? (
        <div className="mt-6">
          <h4 className="font-semibold text-ink">Issues ({report.issues.length})</h4>
          <ul className="mt-2 flex flex-col gap-2 text-sm">
            {report.issues.map((finding) => (
              <li key={`${finding.ruleId}-${finding.key ?? ''}`} className="rounded-control bg-clay-tint/60 p-3">
                <p className="font-medium text-ink">
                  <span className="font-mono text-xs text-clay-ink">{finding.ruleId}</span> {finding.message}
                </p>
                <p className="mt-1 text-ink-muted">→ {finding.action}</p>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {report.warnings.length ? (
        <details className="mt-6">
          <summary className="cursor-pointer font-semibold text-ink">Warnings ({report.warnings.length})</summary>
          <ul className="mt-2 flex flex-col gap-1 text-sm text-ink-muted">
            {report.warnings.map((finding) => (
              <li key={`${finding.ruleId}-${finding.key ?? ''}`}>
                <span className="font-mono text-xs">{finding.ruleId}</span> {finding.message}
              </li>
            ))}
          </ul>
        </details>
      ) : null}

      {vitals ? (
        <div className="mt-6">
          <h4 className="font-semibold text-ink">Field vitals of this page ({vitals.route})</h4>
          <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm">
            {VITAL_ORDER.map((name) => {
              const value = vitals.values[name];
              return (
                <div key={name} className="flex gap-2">
                  <dt className="font-mono text-xs leading-5 text-ink-muted">{name}</dt>
                  <dd className="text-ink">
                    {value === undefined ? 'not yet' : name === 'CLS' ? value.toFixed(3) : `${Math.round(value)} ms`}
                  </dd>
                </div>
              );
            })}
          </dl>
        </div>
      ) : null}

      <div className="mt-6 grid gap-6 md:grid-cols-2">
        {phases.map((phase) => (
          <div key={phase}>
            <h4 className="font-semibold text-ink">
              Phase {phase} · {phaseNames[phase]}
            </h4>
            <ul className="mt-2 flex flex-col gap-2 text-sm">
              {report.checklist
                .filter((item) => item.phase === phase)
                .map((item) => (
                  <li key={item.id} className="flex items-start gap-2">
                    <span
                      aria-hidden="true"
                      className={`mt-0.5 grid size-5 shrink-0 place-items-center rounded-full text-xs font-bold ${STATUS[item.status].style}`}
                    >
                      {STATUS[item.status].mark}
                    </span>
                    <span>
                      <span className="text-ink">{item.title}</span>
                      <span className="sr-only"> ({STATUS[item.status].label})</span>
                      {item.status === 'complete' ? null : <span className="block text-ink-muted">{item.action}</span>}
                    </span>
                  </li>
                ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
