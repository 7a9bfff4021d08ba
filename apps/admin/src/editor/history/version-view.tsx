import { Link } from 'react-router-dom';
import { contentFields, sectionLabelOf } from '../diff/content-diff';
import { useVersion } from './use-version';
import { versionName, when } from './version-words';

const linkClass = 'inline-flex min-h-11 items-center text-emerald-900 dark:text-emerald-200 underline';

/** One published version, read-only: every filled-in value under its section, in the editor's words. */
export function VersionView({ id, current }: { id: number; current: number | null }) {
  const version = useVersion(id);
  if (version.isError)
    return (
      <p role="alert">
        Version {id} could not be loaded: {version.error.message}
      </p>
    );
  if (!version.data) return <p>Loading version {id}…</p>;
  const fields = contentFields(version.data.content);
  const sections = [...new Set(fields.map((field) => sectionLabelOf(field.path)))];
  return (
    <section aria-labelledby="version-title" className="mt-4">
      <Link className={linkClass} to="/content/history">
        Back to the history
      </Link>
      <h3 id="version-title" className="mt-2 text-lg font-semibold">
        {versionName(version.data, current)}, read-only
      </h3>
      <p className="mt-1 text-sm text-stone-700 dark:text-stone-300">
        Published {when(version.data.publishedAt)} by <span className="break-words">{version.data.publishedBy}</span>.
        {version.data.id !== current && (
          <>
            {' '}
            <Link className="underline" to={`/content/history?from=${version.data.id}&to=${current ?? ''}`}>
              Compare it with the live version
            </Link>
            .
          </>
        )}
      </p>
      {sections.map((section) => (
        <section key={section} aria-labelledby={`version-${section}`} className="mt-4">
          <h4 id={`version-${section}`} className="font-semibold">
            {section}
          </h4>
          <dl className="mt-1 divide-y divide-stone-200 dark:divide-stone-700 text-sm">
            {fields
              .filter((field) => sectionLabelOf(field.path) === section)
              .map((field) => (
                <div key={field.path} className="grid gap-x-4 py-1.5 sm:grid-cols-[16rem_1fr]">
                  <dt className="text-stone-700 dark:text-stone-300">{field.where.replace(`${section} › `, '')}</dt>
                  <dd className="break-words">{field.value}</dd>
                </div>
              ))}
          </dl>
        </section>
      ))}
    </section>
  );
}
