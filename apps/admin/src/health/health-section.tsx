import { useQuery } from '@tanstack/react-query';
import { when } from '../desk/desk-api';
import { SectionHeading } from '../shell/section-heading';
import { BackupStatusLine } from './backup-status';
import { healthApi } from './health-api';
import type { CoreVital, SiteHealth } from './health-types';
import { LeadsChart } from './leads-chart';
import { VitalChart, vitalSummary } from './vitals-chart';
import { formatVital, RATING_WORDS, VITAL_WORDS } from './vital-format';
import './health.css';

const METRICS: readonly CoreVital[] = ['LCP', 'INP', 'CLS'];
const subheading = 'text-xl font-semibold';
const ratingTone = {
  good: 'text-emerald-800 dark:text-emerald-300',
  'needs-improvement': 'text-amber-800 dark:text-amber-300',
  poor: 'text-red-800 dark:text-red-300',
} as const;

function VitalsTable({ health }: { health: SiteHealth }) {
  if (health.vitals.length === 0) return <p className="mt-3">No page views have reported their speed yet.</p>;
  return (
    <div className="mt-4 overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="text-left font-medium">How fast each page was for most visits</caption>
        <thead>
          <tr className="border-b border-stone-400 dark:border-stone-500">
            <th scope="col" className="py-1 pr-3">
              Page
            </th>
            {METRICS.map((metric) => (
              <th key={metric} scope="col" className="py-1 pr-3">
                {VITAL_WORDS[metric].column}
              </th>
            ))}
            <th scope="col" className="py-1 text-right">
              Page views
            </th>
          </tr>
        </thead>
        <tbody>
          {health.vitals.map((route) => (
            <tr key={route.route} className="border-b border-stone-200 align-top dark:border-stone-800">
              <th scope="row" className="py-1 pr-3 font-normal [overflow-wrap:anywhere]">
                {route.route}
              </th>
              {METRICS.map((metric) => {
                const value = route.metrics[metric];
                return (
                  <td key={metric} className="py-1 pr-3">
                    {value ? (
                      <>
                        <span className="tabular-nums whitespace-nowrap">{formatVital(metric, value.p75)}</span>{' '}
                        <span className={`font-medium ${ratingTone[value.rating]}`}>{RATING_WORDS[value.rating]}</span>
                      </>
                    ) : (
                      'No data'
                    )}
                  </td>
                );
              })}
              <td className="py-1 text-right tabular-nums">
                {Math.max(...METRICS.map((metric) => route.metrics[metric]?.count ?? 0))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * What the figures mean: measured where, which visits they speak for, and the bands. The names a
 * developer or a speed report uses come last, in small print, for when she passes them on.
 */
function VitalsHelp({ health }: { health: SiteHealth }) {
  const band = (metric: CoreVital) =>
    `good within ${formatVital(metric, health.thresholds[metric][0])}, poor beyond ${formatVital(metric, health.thresholds[metric][1])}`;
  return (
    <div className="mt-1 text-sm text-stone-700 dark:text-stone-300">
      <p>
        Measured in visitors&apos; own browsers. Each figure is what three visits in four reached or beat, so one slow
        phone does not decide it.
      </p>
      <ul className="mt-1 list-disc pl-5">
        {METRICS.map((metric) => (
          <li key={metric}>
            <strong className="font-medium">{VITAL_WORDS[metric].heading}</strong>: the {VITAL_WORDS[metric].means};{' '}
            {band(metric)}.
          </li>
        ))}
      </ul>
      <p className="mt-1">
        For a developer: these are the Core Web Vitals{' '}
        {METRICS.map((metric) => VITAL_WORDS[metric].technical).join(', ')}, each at the 75th percentile.
      </p>
    </div>
  );
}

function ErrorsTable({ health }: { health: SiteHealth }) {
  if (health.errors.length === 0) {
    return (
      <p className="mt-3">
        No errors reported in the last {health.days.length} days. (Pages report errors when error tracking is switched
        on in the site&apos;s build.)
      </p>
    );
  }
  return (
    <div className="mt-3 overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">Error groups, most recently seen first</caption>
        <thead>
          <tr className="border-b border-stone-400 dark:border-stone-500">
            <th scope="col" className="py-1 pr-3">
              Message
            </th>
            <th scope="col" className="py-1 pr-3 text-right">
              Times
            </th>
            <th scope="col" className="py-1 pr-3">
              First seen
            </th>
            <th scope="col" className="py-1 pr-3">
              Last seen
            </th>
            <th scope="col" className="py-1">
              Last page
            </th>
          </tr>
        </thead>
        <tbody>
          {health.errors.map((group) => (
            <tr key={group.fingerprint} className="border-b border-stone-200 align-top dark:border-stone-800">
              <td className="py-1 pr-3 [overflow-wrap:anywhere]">{group.message}</td>
              <td className="py-1 pr-3 text-right tabular-nums">{group.count}</td>
              <td className="py-1 pr-3">{when(group.firstSeen)}</td>
              <td className="py-1 pr-3">{when(group.lastSeen)}</td>
              <td className="py-1 [overflow-wrap:anywhere]">{group.lastRoute}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Is the site working for visitors? Leads per day by form, the speed visitors measured (field Core
 * Web Vitals per route, at the 75th percentile, against the published bands) and the errors their
 * pages reported, for the last 30 days. Loaded with its chart library only when the owner opens it.
 */
export default function HealthSection() {
  const health = useQuery({ queryKey: ['site-health'], queryFn: () => healthApi.siteHealth(30) });
  return (
    <section aria-labelledby="health-title">
      <SectionHeading id="health-title">Health</SectionHeading>
      <p className="mt-1 text-sm text-stone-700 dark:text-stone-300">
        The last 30 days: leads, how fast the pages were for visitors, and the errors they met. Days are UTC.
      </p>
      {health.isPending && <p className="mt-4">Loading the site&apos;s health…</p>}
      {health.isError && (
        <p role="alert" className="mt-4">
          The site&apos;s health could not be loaded: {health.error.message}
        </p>
      )}
      {health.data && (
        <>
          <section aria-labelledby="health-leads-title" className="mt-6">
            <h3 id="health-leads-title" className={subheading}>
              Leads per day
            </h3>
            <div className="mt-2">
              <LeadsChart health={health.data} />
            </div>
          </section>
          <section aria-labelledby="health-vitals-title" className="mt-8">
            <h3 id="health-vitals-title" className={subheading}>
              Speed for visitors
            </h3>
            <VitalsHelp health={health.data} />
            <div className="mt-3 grid gap-6 lg:grid-cols-3">
              {METRICS.map((metric) => (
                <figure key={metric}>
                  <figcaption>
                    <h4 className="font-semibold">{VITAL_WORDS[metric].heading}</h4>
                    <p className="text-sm">{vitalSummary(metric, health.data.vitals)}</p>
                  </figcaption>
                  <VitalChart metric={metric} health={health.data} />
                </figure>
              ))}
            </div>
            <VitalsTable health={health.data} />
          </section>
          <section aria-labelledby="health-errors-title" className="mt-8">
            <h3 id="health-errors-title" className={subheading}>
              Errors visitors met
            </h3>
            <ErrorsTable health={health.data} />
          </section>
          <section aria-labelledby="health-backups-title" className="mt-8">
            <h3 id="health-backups-title" className={subheading}>
              Backups
            </h3>
            <BackupStatusLine />
          </section>
        </>
      )}
    </section>
  );
}
