import { cleanup, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NewsletterForm } from '../newsletter-form';

afterEach(cleanup);

describe('submit before hydration', () => {
  it('the prerendered button is disabled and becomes usable once hydrated', async () => {
    const form = <NewsletterForm onSubmit={vi.fn()} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(form);
    document.body.append(container);
    expect(container.querySelector('button')?.disabled).toBe(true);
    await act(async () => {
      hydrateRoot(container, form);
    });
    expect(screen.getByRole('button', { name: 'Subscribe' })).toHaveProperty('disabled', false);
    container.remove();
  });
});
