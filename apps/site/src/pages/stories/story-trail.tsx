/** The breadcrumb over a story page: Home / Stories / this page, each step but the last a link. */
export function StoryTrail({ trail }: { trail: readonly { name: string; path: string }[] }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-2 text-sm text-ink-muted">
        {trail.map((step, index) =>
          index === trail.length - 1 ? (
            <li key={step.path} aria-current="page" className="font-medium text-accent">
              {step.name}
            </li>
          ) : (
            <li key={step.path} className="flex items-center gap-2">
              <a href={step.path} className="underline-offset-2 hover:text-accent hover:underline">
                {step.name}
              </a>
              <span aria-hidden="true">/</span>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
