import type { ItemStatus } from '@rooted/readiness';
import { defaultSiteContent, type SiteContent } from '@rooted/site-content/defaults';
import { findPage } from '../../routes/route-table';
import { LEGAL_LINKS } from '../../layout/legal-links';

/**
 * The checklist facts the site itself can establish from its content and routes
 * (see the checklist in @rooted/readiness). Build-output facts such as `seo-assets` come from the
 * CLI's collectors instead; a missing fact counts as incomplete.
 */
export function siteReadinessFacts(content: SiteContent): Partial<Record<string, ItemStatus>> {
  const { company } = content;
  const placeholder = defaultSiteContent.company;
  const realContact =
    company.email !== placeholder.email &&
    company.phone !== placeholder.phone &&
    company.address !== placeholder.address;
  const liveVentures = content.ventures.filter((venture) => venture.isLive);
  const legalHrefs: string[] = LEGAL_LINKS.map((link) => link.href);
  const legalPublished = ['/privacy', '/terms'].every((path) => findPage(path) && legalHrefs.includes(path));

  return {
    'contact-details': realContact ? 'complete' : 'incomplete',
    'venture-links': liveVentures.every((venture) => (venture.website ?? '').startsWith('https://'))
      ? 'complete'
      : 'incomplete',
    'legal-pages': legalPublished ? 'complete' : 'incomplete',
  };
}
