import { Link } from 'react-router-dom';
import { when, type HealthLine } from './desk-api';

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
 * The delivery health's lines, each what is so, the next step and where to take it: the same
 * words in the header of every section and on the front page, drawn by this one list.
 */
export function HealthLines({ lines }: { lines: readonly HealthLine[] }) {
  return (
    <ul className="space-y-2">
      {lines.map((line) => (
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
  );
}
