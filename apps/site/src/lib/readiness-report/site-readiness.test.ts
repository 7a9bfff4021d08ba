import { defaultSiteContent } from '@rooted/site-content/defaults';
import { describe, expect, it, vi } from 'vitest';
import { logReadinessReport } from './readiness-console.lazy';
import { siteReadinessFacts } from './readiness-facts';
import { evaluateSiteReadiness } from './site-readiness.lazy';

describe('site readiness', () => {
  it('flags the placeholder contact details and accepts the legal pages and https venture links', () => {
    expect(siteReadinessFacts(defaultSiteContent)).toEqual({
      'contact-details': 'incomplete',
      'venture-links': 'complete',
      'legal-pages': 'complete',
    });
  });

  it('marks contact details complete once all three are replaced, and catches an http venture link', () => {
    const content = {
      ...defaultSiteContent,
      company: {
        ...defaultSiteContent.company,
        email: 'hello@rooted.coop',
        phone: '+44 20 7946 0000',
        address: '1 Real Road',
      },
      ventures: defaultSiteContent.ventures.map((v, i) => (i === 0 ? { ...v, website: 'http://insecure.example' } : v)),
    };
    expect(siteReadinessFacts(content)).toMatchObject({ 'contact-details': 'complete', 'venture-links': 'incomplete' });
  });

  it('evaluates the shared rule set: 13 items, the server variables missing in the browser, not ready in tests', () => {
    const report = evaluateSiteReadiness(defaultSiteContent, new Date('2026-01-01T00:00:00Z'));
    expect(report.checklist).toHaveLength(13);
    expect(report.generatedAt).toBe('2026-01-01T00:00:00.000Z');
    expect(report.ready).toBe(false);
    const missing = report.variables.filter((v) => v.status === 'missing').map((v) => v.key);
    expect(missing).toEqual(expect.arrayContaining(['OMNISEND_API_KEY', 'OMNISEND_BRAND_ID']));
    expect(report.checklist.find((item) => item.id === 'contact-details')?.status).toBe('incomplete');
  });

  it('logs the report as console tables in one collapsed group and renders nothing', () => {
    const out = { groupCollapsed: vi.fn(), groupEnd: vi.fn(), table: vi.fn(), info: vi.fn() };
    const report = evaluateSiteReadiness(defaultSiteContent);
    logReadinessReport(report, out);
    expect(out.groupCollapsed).toHaveBeenCalledWith(expect.stringContaining('Launch readiness: NOT READY'));
    expect(out.table).toHaveBeenCalledTimes(3);
    expect(out.table.mock.calls[2]?.[0]).toHaveLength(13);
    expect(out.groupEnd).toHaveBeenCalledTimes(1);
  });
});
