import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SubmitOutcome } from '../form-fields';
import { NewsletterForm } from './newsletter-form';
import { newsletterConsentText } from './newsletter-form-text';

afterEach(cleanup);

describe('NewsletterForm', () => {
  it('does nothing on an empty email', async () => {
    const onSubmit = vi.fn();
    const notify = vi.fn();
    render(<NewsletterForm onSubmit={onSubmit} notify={notify} />);
    const email = screen.getByLabelText('Email (required)');
    expect(email).toHaveProperty('required', true);
    expect(email).toHaveProperty('type', 'email');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(notify).not.toHaveBeenCalled();
  });

  it("reads 'Subscribing...' while sending, then clears the field and toasts", async () => {
    let resolve!: (o: SubmitOutcome) => void;
    const onSubmit = vi.fn(() => new Promise<SubmitOutcome>((r) => (resolve = r)));
    const notify = vi.fn();
    const onSubscribed = vi.fn();
    render(<NewsletterForm onSubmit={onSubmit} notify={notify} onSubscribed={onSubscribed} />);
    await userEvent.type(screen.getByLabelText('Email (required)'), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByRole('button', { name: 'Subscribing...' })).toHaveProperty('disabled', true);
    expect(onSubmit).toHaveBeenCalledWith({
      email: 'ada@example.com',
      homepage: '',
      // The sentence beside the button, word for word, and its version: the server's consent record.
      consentText: 'Monthly stories from our ventures and community. Unsubscribe any time. See our Privacy Policy.',
      consentVersion: 'newsletter-2026-11-25',
    });
    await act(async () => resolve({ ok: true }));
    expect(notify).toHaveBeenCalledWith({
      id: 'newsletter-result',
      type: 'success',
      title: 'Subscribed!',
      description: "You've been successfully subscribed to our newsletter.",
    });
    expect(onSubscribed).toHaveBeenCalledOnce();
    expect(onSubscribed.mock.invocationCallOrder[0]).toBeLessThan(notify.mock.invocationCallOrder[0]!);
    expect(screen.getByLabelText<HTMLInputElement>('Email (required)').value).toBe('');
  });

  it("with double opt-in, keeps the title 'Subscribed!' and asks the visitor to confirm from the email", async () => {
    const notify = vi.fn();
    render(<NewsletterForm onSubmit={async () => ({ ok: true, confirmationRequired: true })} notify={notify} />);
    await userEvent.type(screen.getByLabelText('Email (required)'), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        id: 'newsletter-result',
        type: 'success',
        title: 'Subscribed!',
        description: 'Almost there: please confirm your subscription with the link in the email we just sent you.',
      }),
    );
  });

  it('starts the anti-spam work once, on the first focus inside the form (keyboard included)', async () => {
    const onEngage = vi.fn();
    render(<NewsletterForm onSubmit={async () => ({ ok: true })} onEngage={onEngage} />);
    expect(onEngage).not.toHaveBeenCalled();
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByLabelText('Email (required)'));
    expect(onEngage).toHaveBeenCalledOnce();
    await userEvent.tab();
    await userEvent.click(screen.getByLabelText('Email (required)'));
    expect(onEngage).toHaveBeenCalledOnce();
  });

  it('toasts the failure and keeps the address', async () => {
    const notify = vi.fn();
    render(<NewsletterForm onSubmit={async () => ({ ok: false })} notify={notify} />);
    await userEvent.type(screen.getByLabelText('Email (required)'), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        id: 'newsletter-result',
        type: 'error',
        title: 'Subscription Failed',
        description: 'Please try again later or contact support.',
      }),
    );
    expect(screen.getByLabelText<HTMLInputElement>('Email (required)').value).toBe('ada@example.com');
  });

  it('shows the consent line with its privacy link', () => {
    render(<NewsletterForm onSubmit={vi.fn()} />);
    const link = screen.getByRole('link', { name: 'Privacy Policy' });
    expect(link.closest('p')?.textContent).toBe(
      'Monthly stories from our ventures and community. Unsubscribe any time. See our Privacy Policy.',
    );
    expect(link.getAttribute('href')).toBe('/privacy');
  });

  it('speaks another language, and sends its own consent sentence (link text included) with its own version', async () => {
    const onSubmit = vi.fn(async (): Promise<SubmitOutcome> => ({ ok: true, confirmationRequired: true }));
    const notify = vi.fn();
    render(
      <NewsletterForm
        onSubmit={onSubmit}
        notify={notify}
        privacyHref="/privacidad"
        text={{
          formLabel: 'Boletín',
          email: 'Correo electrónico',
          required: '(obligatorio)',
          submit: 'Suscribirme',
          confirmToast: { title: '¡Casi!', description: 'Confirma desde el correo.' },
        }}
        consent={{
          text: 'Historias cada mes. Puedes darte de baja cuando quieras. Lee nuestra',
          linkText: 'Política de privacidad',
          version: 'newsletter-es-2026-11-26',
        }}
      />,
    );
    const form = screen.getByRole<HTMLFormElement>('form', { name: 'Boletín' });
    const link = screen.getByRole('link', { name: 'Política de privacidad' });
    expect(link.closest('p')?.textContent).toBe(
      'Historias cada mes. Puedes darte de baja cuando quieras. Lee nuestra Política de privacidad.',
    );
    expect(link.getAttribute('href')).toBe('/privacidad');
    const sentence = newsletterConsentText({
      text: 'Historias cada mes. Puedes darte de baja cuando quieras. Lee nuestra',
      linkText: 'Política de privacidad',
    });
    expect(new FormData(form).get('consentText')).toBe(sentence);
    expect(new FormData(form).get('consentVersion')).toBe('newsletter-es-2026-11-26');
    await userEvent.type(screen.getByLabelText('Correo electrónico (obligatorio)'), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Suscribirme' }));
    expect(onSubmit).toHaveBeenCalledWith({
      email: 'ada@example.com',
      homepage: '',
      consentText: sentence,
      consentVersion: 'newsletter-es-2026-11-26',
    });
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        id: 'newsletter-result',
        type: 'success',
        title: '¡Casi!',
        description: 'Confirma desde el correo.',
      }),
    );
  });
});
