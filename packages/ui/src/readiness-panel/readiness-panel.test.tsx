import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ReadinessPanel, type ReadinessPanelReport } from './readiness-panel';

afterEach(cleanup);

const report: ReadinessPanelReport = {
  ready: false,
  scoreDisplay: 66,
  minScore: 90,
  mode: 'development',
  issues: [{ ruleId: 'RDY001', message: 'Still in development mode', action: 'Build with --mode production.' }],
  warnings: [
    {
      ruleId: 'RDY020',
      key: 'VITE_ENABLE_ANALYTICS',
      message: 'Analytics tracking not enabled',
      action: 'Turn it on.',
    },
  ],
  checklist: [
    { id: 'env-site-url', title: 'Production site URL uses HTTPS', status: 'complete', phase: 1, action: 'Set it.' },
    {
      id: 'contact-details',
      title: 'Real contact details replace placeholders',
      status: 'incomplete',
      phase: 2,
      action: 'Replace the placeholder phone and address.',
    },
  ],
};

describe('ReadinessPanel', () => {
  it('shows the verdict, score, issues with their fixes and the checklist by phase', () => {
    render(<ReadinessPanel report={report} phaseNames={{ 1: 'Configuration', 2: 'Content & legal' }} />);
    expect(screen.getByText('Not ready · score 66% (min 90%) · development')).toBeTruthy();
    expect(screen.getByText('Issues (1)')).toBeTruthy();
    expect(screen.getByText('→ Build with --mode production.')).toBeTruthy();
    const phase2 = screen.getByText('Phase 2 · Content & legal').parentElement!;
    expect(within(phase2).getByText('Real contact details replace placeholders')).toBeTruthy();
    expect(within(phase2).getByText('(Incomplete)', { exact: false })).toBeTruthy();
    expect(within(phase2).getByText('Replace the placeholder phone and address.')).toBeTruthy();
  });
});

describe('ReadinessPanel field vitals', () => {
  it("shows the current page's values, and which are not measured yet", () => {
    render(
      <ReadinessPanel
        report={report}
        phaseNames={{ 1: 'Configuration' }}
        vitals={{ route: '/join', values: { LCP: 1834.4, CLS: 0.0123 } }}
      />,
    );
    expect(screen.getByText('Field vitals of this page (/join)')).toBeTruthy();
    const values = Object.fromEntries(
      [...document.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
    );
    expect(values).toEqual({ LCP: '1834 ms', INP: 'not yet', CLS: '0.012', FCP: 'not yet', TTFB: 'not yet' });
  });

  it('shows no vitals section without values to show', () => {
    render(<ReadinessPanel report={report} phaseNames={{ 1: 'Configuration' }} />);
    expect(screen.queryByText(/Field vitals/)).toBeNull();
  });
});
