import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useWideLayout } from './use-wide-layout';

export interface TabItem<Id extends string> {
  id: Id;
  label: string;
}

export interface TabsProps<Id extends string> {
  /** Names the tab list for assistive technology. */
  label: string;
  tabs: readonly TabItem<Id>[];
  selected: Id;
  onSelect: (id: Id) => void;
  /** Renders one panel's content. Every panel is rendered (hidden unless selected) so the HTML holds all of them. */
  renderPanel: (id: Id) => ReactNode;
}

const NEXT_KEYS = new Set(['ArrowDown', 'ArrowRight']);
const PREVIOUS_KEYS = new Set(['ArrowUp', 'ArrowLeft']);

/**
 * WAI-ARIA tabs with automatic activation: a roving tabindex, arrow keys (both
 * axes, wrapping), Home and End. Vertical beside the panel on wide screens,
 * a horizontally scrolling row above it on phones.
 */
export function Tabs<Id extends string>({ label, tabs, selected, onSelect, renderPanel }: TabsProps<Id>) {
  const wide = useWideLayout(1024);
  const refs = useRef(new Map<Id, HTMLButtonElement>());

  const move = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length];
    if (!tab) return;
    onSelect(tab.id);
    const button = refs.current.get(tab.id);
    button?.focus();
  };

  // On phones the tab row scrolls sideways: keep the selected tab in view (a deep link may open the last one).
  const listRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const list = listRef.current;
    const button = refs.current.get(selected);
    if (!list || !button || list.scrollWidth <= list.clientWidth) return;
    const listBox = list.getBoundingClientRect();
    const box = button.getBoundingClientRect();
    if (box.left < listBox.left || box.right > listBox.right) list.scrollLeft += box.left - listBox.left - 16;
  }, [selected]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    if (NEXT_KEYS.has(event.key)) move(index + 1);
    else if (PREVIOUS_KEYS.has(event.key)) move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(tabs.length - 1);
    else return;
    event.preventDefault();
  };

  return (
    <div className="grid grid-cols-1 gap-8 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-14">
      <div className="-mx-4 min-w-0 lg:mx-0">
        <div
          ref={listRef}
          role="tablist"
          aria-label={label}
          aria-orientation={wide ? 'vertical' : 'horizontal'}
          // On phones the row scrolls sideways; its right edge fades out over the end padding so a
          // cut tab reads as "more this way", and at the end of the row the last tab is clear of the fade.
          className="flex gap-2 overflow-x-auto px-4 pb-2 pr-12 [mask-image:linear-gradient(to_right,#000_calc(100%-3rem),transparent)] [scrollbar-width:thin] lg:sticky lg:top-28 lg:flex-col lg:gap-1 lg:overflow-visible lg:px-0 lg:[mask-image:none]"
        >
          {tabs.map((tab, index) => {
            const active = tab.id === selected;
            return (
              <button
                key={tab.id}
                ref={(node) => {
                  if (node) refs.current.set(tab.id, node);
                  else refs.current.delete(tab.id);
                }}
                type="button"
                role="tab"
                id={`${tab.id}-tab`}
                aria-selected={active}
                aria-controls={tab.id}
                tabIndex={active ? 0 : -1}
                onClick={() => onSelect(tab.id)}
                onKeyDown={(event) => onKeyDown(event, index)}
                className={`min-h-11 shrink-0 whitespace-nowrap rounded-control px-4 text-left text-sm font-semibold transition-colors motion-reduce:transition-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-link lg:whitespace-normal lg:py-2.5 ${
                  active
                    ? 'bg-brand-800 text-white shadow-sm'
                    : 'bg-card text-ink-muted ring-1 ring-line hover:bg-brand-tint hover:text-accent lg:bg-transparent lg:ring-0'
                }`}
              >
                {tab.label}
              </button>
            );
          })}
        </div>
      </div>
      <div className="min-w-0">
        {tabs.map((tab) => (
          <div
            key={tab.id}
            role="tabpanel"
            // The panel carries the bare tab id, so /docs#<tab> names an element of the page.
            id={tab.id}
            aria-labelledby={`${tab.id}-tab`}
            hidden={tab.id !== selected}
            tabIndex={0}
            className="outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-4 rounded-card"
          >
            {renderPanel(tab.id)}
          </div>
        ))}
      </div>
    </div>
  );
}
