import { siteUrl } from '../lib/env/env';
import { useSiteContent } from '../lib/content-store/use-site-content';

/**
 * On paper a form is a set of empty boxes, so the print stylesheet drops forms and this line,
 * hidden on screen, stands in their place: where to write, call or go instead.
 */
export function PrintContactLine({ action }: { action: string }) {
  const company = useSiteContent((c) => c.company);
  return (
    <p data-print-contact className="hidden print:block">
      {action}: {siteUrl.replace(/^https?:\/\//, '')} · {company.email} · {company.phone} · {company.address}
    </p>
  );
}
