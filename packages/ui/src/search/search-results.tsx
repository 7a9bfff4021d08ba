import { useRef } from 'react';
import type { SearchEntry } from './search-filter';
import { HashIcon, PageIcon } from './search-icons';
import type { SearchText } from './search-text';

interface SearchResultsProps {
  id: string;
  results: SearchEntry[];
  activeId?: string;
  optionId: (entry: SearchEntry) => string;
  onHover: (entry: SearchEntry) => void;
  onChoose: (entry: SearchEntry) => void;
  text: Pick<SearchText, 'list' | 'sections' | 'pages' | 'section' | 'page'>;
}

const GROUPS = [
  { type: 'Section', label: 'sections', tag: 'section' },
  { type: 'Page', label: 'pages', tag: 'page' },
] as const;

/** The listbox, grouped into Sections and Pages. Options never take focus; the input keeps it. */
export function SearchResults({ id, results, activeId, optionId, onHover, onChoose, text }: SearchResultsProps) {
  // Only real pointer movement moves the active option, not a list scrolling under a still pointer.
  const lastPointer = useRef<{ x: number; y: number } | null>(null);

  return (
    <div id={id} role="listbox" aria-label={text.list} hidden={results.length === 0}>
      {GROUPS.map((group) => {
        const items = results.filter((entry) => entry.type === group.type);
        if (!items.length) return null;
        const headingId = `${id}-${group.type}`;
        return (
          <div key={group.type} role="group" aria-labelledby={headingId} className="mb-1">
            <div
              id={headingId}
              role="presentation"
              className="px-3 pb-1 pt-3 text-xs font-semibold uppercase tracking-[0.12em] text-clay-ink"
            >
              {text[group.label]}
            </div>
            {items.map((entry) => {
              const selected = optionId(entry) === activeId;
              return (
                <div
                  key={entry.id}
                  id={optionId(entry)}
                  role="option"
                  aria-selected={selected}
                  onMouseDown={(event) => event.preventDefault()}
                  onPointerMove={(event) => {
                    const last = lastPointer.current;
                    lastPointer.current = { x: event.clientX, y: event.clientY };
                    if (last && last.x === event.clientX && last.y === event.clientY) return;
                    if (!selected) onHover(entry);
                  }}
                  onClick={() => onChoose(entry)}
                  className="flex min-h-12 cursor-pointer items-center gap-3 rounded-control px-3 py-2 aria-selected:bg-brand-tint aria-selected:ring-1 aria-selected:ring-brand-line"
                >
                  <span
                    aria-hidden="true"
                    className="grid size-8 shrink-0 place-items-center rounded-lg bg-surface-muted text-link"
                  >
                    {entry.type === 'Page' ? <PageIcon /> : <HashIcon />}
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-medium text-ink">{entry.title}</span>
                    {entry.description ? (
                      <span className="block truncate text-sm text-ink-muted">{entry.description}</span>
                    ) : null}
                  </span>
                  <span className="shrink-0 rounded-full bg-surface-muted px-2 py-0.5 text-xs font-medium text-ink-muted">
                    {text[group.tag]}
                  </span>
                </div>
              );
            })}
          </div>
        );
      })}
    </div>
  );
}
