import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LaunchPreparation } from './launch-preparation';

const phases = ['Listen', 'Plan', 'Build', 'Open'].map((name) => ({
  name,
  duration: 'Weeks',
  summary: `${name} well.`,
  steps: [`${name} step`],
}));

afterEach(cleanup);

describe('LaunchPreparation', () => {
  it('lists the phases in order under its heading', () => {
    render(<LaunchPreparation eyebrow="Launch" title="Four phases" intro="How we launch." phases={phases} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Four phases' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Listen',
      'Plan',
      'Build',
      'Open',
    ]);
    expect(document.querySelector('[data-slot="readiness-panel"]')).toBeNull();
  });

  it('renders the readiness panel slot only when given', () => {
    render(
      <LaunchPreparation
        eyebrow="Launch"
        title="Four phases"
        intro="How we launch."
        phases={phases}
        readinessPanel={<p>Site readiness: 92</p>}
      />,
    );
    expect(screen.getByText('Site readiness: 92').closest('[data-slot="readiness-panel"]')).toBeTruthy();
  });

  it('reads "Phase" before each number, or the word it is given', () => {
    const { unmount } = render(
      <LaunchPreparation eyebrow="Launch" title="Four phases" intro="How we launch." phases={phases} />,
    );
    expect(screen.getAllByRole('listitem')[0]!.textContent).toMatch(/^Phase 1Weeks/);
    unmount();
    render(
      <LaunchPreparation
        eyebrow="Start"
        title="Vier Phasen"
        intro="So starten wir."
        phases={phases}
        text={{ phase: 'Phase Nr.' }}
      />,
    );
    expect(screen.getAllByRole('listitem')[0]!.textContent).toMatch(/^Phase Nr\. 1Weeks/);
  });
});
