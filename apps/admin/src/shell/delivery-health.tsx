import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { deskApi, when, type HealthLine } from '../desk/desk-api';

const tone: Record<HealthLine['level'], string> = {
  ok: 'border-emerald-700 bg-emerald-50 dark:border-emerald-400 dark:bg-emerald-950',
  warning: 'border-amber-700 bg-amber-50 dark:border-amber-400 dark:bg-amber-950',
  problem: 'border-red-700 bg-red-50 dark:border-red-400 dark:bg-red-950',
};
const label: Record<HealthLine['level'], string> = {
  ok: 'Working',
  warning: 'Needs setting up',
  problem: 'Needs attention',
};

/**
 * Whether leads reach Omnisend, at the top of every section: each line says what is so and the
 * next step. Refreshed every minute while the desk is open.
 */
export function DeliveryHealth() {
  const health = useQuery({ queryKey: ['desk-health'], queryFn: deskApi.health, refetchInterval: 60_000 });
  return (
    <section aria-labelledby="delivery-health-title" className="mt-3">
      <h2 id="delivery-health-title" className="sr-only">
        Delivery health
      </h2>
      {health.isPending && <p className="text-sm">Checking delivery…</p>}
      {health.isError && <p className="text-sm">The delivery health could not be loaded: {health.error.message}</p>}
      <ul className="space-y-2">
        {health.data?.lines.map((line) => (
          <li key={line.text} className={`rounded border-l-4 px-3 py-2 text-sm ${tone[line.level]}`}>
            <strong>{label[line.level]}:</strong> {line.text}
            {line.next && (
              <span>
                {' '}
                {line.next}
                {line.at !== undefined && ` ${when(line.at)}.`}
              </span>
            )}
            {line.link && (
              <>
                {' '}
                <Link
                  className="font-medium text-emerald-900 underline dark:text-emerald-200"
                  to={line.link.href.replace(/^\/admin/, '')}
                >
                  {line.link.text}
                </Link>
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
