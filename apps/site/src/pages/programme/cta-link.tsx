import type { MouseEvent } from 'react';
import type { ProgrammeCta } from '../../copy/programme-copy/programme-types';
import { useSiteNavigate } from '../../lib/navigation/use-site-navigate';

const STYLES = {
  primary: 'bg-clay-600 text-white shadow-sm hover:bg-clay-700',
  secondary: 'bg-card text-accent ring-1 ring-brand-line hover:bg-brand-tint',
  inverse: 'bg-surface text-heading hover:bg-card',
} as const;

/**
 * A call to action leading to a home-page section. The href is '/#join' (these
 * pages are not home), followed through the site's link policy.
 */
export function CtaLink({ cta, tone }: { cta: ProgrammeCta; tone: keyof typeof STYLES }) {
  const onNavigate = useSiteNavigate();
  const href = `/${cta.anchor}`;
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    onNavigate(href, event);
  };
  return (
    <a
      href={href}
      onClick={follow}
      className={`inline-flex min-h-12 items-center justify-center rounded-full px-7 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-clay-600 ${STYLES[tone]}`}
    >
      {cta.label}
    </a>
  );
}
