import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { About } from './about';

afterEach(cleanup);

it('shows mission, vision, values and the impact panel with its figures', () => {
  render(
    <About
      heading={{ eyebrow: 'Our story', title: 'Rooted in people' }}
      mission="Pay people fairly."
      vision="Local owners."
      values={[{ title: 'People first', description: 'Wages first.' }]}
      impact={{
        title: 'Our impact so far',
        figures: [{ value: '$5.2M+', label: 'Value created' }],
        commitments: ['Living wage'],
      }}
    />,
  );
  expect(screen.getByRole('region', { name: 'Rooted in people' }).id).toBe('about');
  expect(screen.getByText('Pay people fairly.')).toBeTruthy();
  expect(screen.getByText('Local owners.')).toBeTruthy();
  const impact = screen.getByRole('complementary', { name: 'Our impact so far' });
  expect(within(impact).getByText('$5.2M+')).toBeTruthy();
  expect(within(impact).getByText('Living wage')).toBeTruthy();
  expect(screen.getByRole('heading', { level: 4, name: 'People first' })).toBeTruthy();
});
