import { cleanup, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContactForm } from '../contact-form';
import { JoinForm } from '../join-form';
import { NewsletterForm } from '../newsletter-form';

afterEach(cleanup);

/** The prerendered markup, as a visitor without JavaScript gets it. */
function prerendered(element: React.ReactElement): HTMLFormElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  return container.querySelector('form') as HTMLFormElement;
}

describe('a form before its code has loaded', () => {
  it('is a real form: posts to the server, every field named, the submit button enabled', () => {
    const forms = [
      [
        prerendered(<ContactForm onSubmit={vi.fn()} />),
        '/api/leads/form/contact',
        ['name', 'email', 'subject', 'message', 'homepage'],
      ],
      [
        prerendered(<JoinForm onSubmit={vi.fn()} />),
        '/api/leads/form/join',
        [
          'name',
          'email',
          'company',
          'role',
          'interests',
          'message',
          'keepOnFile',
          'marketingOptIn',
          'homepage',
          'consentText',
          'consentVersion',
        ],
      ],
      [
        prerendered(<NewsletterForm onSubmit={vi.fn()} action="/api/leads/form/exit-intent" />),
        '/api/leads/form/exit-intent',
        ['email', 'homepage', 'consentText', 'consentVersion'],
      ],
    ] as const;
    for (const [form, action, names] of forms) {
      expect(form.getAttribute('method')).toBe('post');
      expect(form.getAttribute('action')).toBe(action);
      const controls = [...form.querySelectorAll('input, select, textarea')];
      expect(controls.every((control) => control.getAttribute('name'))).toBe(true);
      expect(controls.map((control) => control.getAttribute('name'))).toEqual(expect.arrayContaining([...names]));
      expect(form.querySelector('button[type=submit]')?.hasAttribute('disabled')).toBe(false);
      // Only the form's code marks it ready; until then the submit is the browser's own.
      expect(form.hasAttribute('data-ready')).toBe(false);
    }
  });

  it('carries the consent wording the script sends, so a native post records the same consent', async () => {
    const onSubmit = vi.fn().mockResolvedValue({ ok: true });
    const form = <NewsletterForm onSubmit={onSubmit} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(form);
    document.body.append(container);
    const hidden = Object.fromEntries(
      [...container.querySelectorAll<HTMLInputElement>('input[type=hidden]')].map((input) => [input.name, input.value]),
    );
    await act(async () => {
      hydrateRoot(container, form);
    });
    expect(container.querySelector('form')?.getAttribute('data-ready')).toBe('true');
    const email = screen.getByRole('textbox', { name: /Email/ });
    await act(async () => {
      (email as HTMLInputElement).value = 'jane@example.org';
      email.dispatchEvent(new Event('input', { bubbles: true }));
      screen.getByRole('button', { name: 'Subscribe' }).click();
    });
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject(hidden);
    expect(hidden.consentText).toMatch(/Privacy Policy\.$/);
    container.remove();
  });
});
