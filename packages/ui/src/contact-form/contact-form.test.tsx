import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Resolver } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SubmitOutcome } from '../form-fields';
import { ContactForm, type ContactFormValues } from './contact-form';

/** A small stand-in for the site's zod resolver: every field required, emails need an @ and a dot. */
const resolver: Resolver<ContactFormValues> = async (values) => {
  const errors: Record<string, { type: string; message: string }> = {};
  if (!values.name.trim()) errors.name = { type: 'required', message: 'Name is required' };
  if (!/^[^\s@]+@[^\s@.]+\.[^\s@]+$/.test(values.email))
    errors.email = { type: 'pattern', message: 'Invalid email address format' };
  if (!values.subject) errors.subject = { type: 'required', message: 'Please choose a subject' };
  if (!values.message.trim()) errors.message = { type: 'required', message: 'Message is required' };
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
};

function deferred() {
  let resolve!: (outcome: SubmitOutcome) => void;
  const promise = new Promise<SubmitOutcome>((r) => (resolve = r));
  return { promise, resolve };
}

function setup(onSubmit = vi.fn<(v: ContactFormValues) => Promise<SubmitOutcome>>(), onEngage = vi.fn()) {
  const user = userEvent.setup();
  const notify = vi.fn();
  render(<ContactForm onSubmit={onSubmit} notify={notify} resolver={resolver} onEngage={onEngage} />);
  return { user, notify, onSubmit, onEngage };
}

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Name/), 'Ada Lovelace');
  await user.type(screen.getByLabelText(/^Email/), 'ada@example.com');
  await user.selectOptions(screen.getByLabelText(/^Subject/), 'mentorship');
  await user.type(screen.getByLabelText(/^Message/), 'I would like a mentor.');
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('ContactForm', () => {
  it('has labelled required fields, the five subjects, a 5-row message and the privacy notice', () => {
    setup();
    expect(screen.getByLabelText('Name (required)')).toHaveProperty('autocomplete', 'name');
    expect(screen.getByLabelText('Email (required)')).toHaveProperty('type', 'email');
    const options = [...screen.getByLabelText<HTMLSelectElement>('Subject (required)').options].slice(1);
    expect(options.map((o) => [o.value, o.text])).toEqual([
      ['general', 'General Inquiry'],
      ['partnership', 'Partnership Opportunity'],
      ['investment', 'Investment Interest'],
      ['mentorship', 'Mentorship Request'],
      ['support', 'Support Request'],
    ]);
    expect(screen.getByLabelText('Message (required)').getAttribute('rows')).toBe('5');
    expect(screen.getByText(/We use your details only to reply to your message\. See our/).textContent).toBe(
      'We use your details only to reply to your message. See our Privacy Policy.',
    );
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy');
    const honeypot = document.getElementById('contact-homepage')!;
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.getAttribute('autocomplete')).toBe('off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it("reads 'Sending...' while sending, then clears, toasts and shows the notice for 5000 ms", async () => {
    const pending = deferred();
    const { user, notify, onSubmit } = setup(vi.fn(() => pending.promise));
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const button = screen.getByRole('button', { name: 'Sending...' });
    expect(button).toHaveProperty('disabled', true);
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      subject: 'mentorship',
      message: 'I would like a mentor.',
      homepage: '',
    });
    // Fake clocks from here on: the notice's timer starts when the answer arrives.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    await act(async () => pending.resolve({ ok: true }));
    expect(notify).toHaveBeenCalledWith({
      id: 'contact-result',
      type: 'success',
      title: 'Message Sent!',
      description: "We'll get back to you within 24 hours.",
    });
    expect(screen.getByRole('status').textContent).toBe('Message sent successfully!');
    expect(screen.getByLabelText<HTMLInputElement>('Name (required)').value).toBe('');
    expect(screen.getByLabelText<HTMLTextAreaElement>('Message (required)').value).toBe('');
    // The notice holds focus (the disabled button had dropped it), and stays while it does.
    expect(screen.getByRole('status').contains(document.activeElement)).toBe(true);
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.queryByText('Message sent successfully!')).not.toBeNull();
    // Once the visitor moves on, it closes 5000 ms later.
    act(() => screen.getByLabelText('Name (required)').focus());
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.queryByText('Message sent successfully!')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Message sent successfully!')).toBeNull();
    expect(screen.getByRole('button', { name: 'Send Message' })).toHaveProperty('disabled', false);
  });

  it('closed by its button, the notice hands focus back to the send button', async () => {
    const pending = deferred();
    const { user } = setup(vi.fn(() => pending.promise));
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await act(async () => pending.resolve({ ok: true }));
    await user.click(screen.getByRole('button', { name: 'Close notice' }));
    expect(screen.queryByText('Message sent successfully!')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Send Message' }));
  });

  it('pauses the notice while hovered and closes it by its button', async () => {
    const pending = deferred();
    const { user } = setup(vi.fn(() => pending.promise));
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    await act(async () => pending.resolve({ ok: true }));
    act(() => vi.advanceTimersByTime(3000));
    fireEvent.mouseEnter(screen.getByRole('status'));
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.queryByText('Message sent successfully!')).not.toBeNull();
    fireEvent.mouseLeave(screen.getByRole('status'));
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.queryByText('Message sent successfully!')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Close notice' }));
    expect(screen.queryByText('Message sent successfully!')).toBeNull();
  });

  it('toasts the failure and keeps what the visitor wrote', async () => {
    const { user, notify } = setup(vi.fn(async () => ({ ok: false }) as const));
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        id: 'contact-result',
        type: 'error',
        title: 'Error',
        description: 'Failed to send message. Please try again.',
      }),
    );
    expect(screen.getByLabelText<HTMLInputElement>('Name (required)').value).toBe('Ada Lovelace');
    expect(screen.getByLabelText<HTMLTextAreaElement>('Message (required)').value).toBe('I would like a mentor.');
    expect(screen.queryByText('Message sent successfully!')).toBeNull();
  });

  it('announces field errors only after submit, and focuses the first invalid field', async () => {
    const { user, onSubmit } = setup();
    const name = screen.getByLabelText('Name (required)');
    expect(name.getAttribute('aria-invalid')).toBeNull();
    await user.type(screen.getByLabelText('Email (required)'), 'not-an-email');
    expect(screen.getByLabelText('Email (required)').getAttribute('aria-invalid')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby')!)?.textContent).toBe('Name is required');
    const email = screen.getByLabelText('Email (required)');
    expect(document.getElementById(email.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Invalid email address format',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows the server's field errors next to their fields", async () => {
    const { user } = setup(
      vi.fn(async () => ({ ok: false, fieldErrors: { email: ['Invalid email address format'] } }) as const),
    );
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const email = screen.getByLabelText('Email (required)');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById('contact-email-error')?.textContent).toBe('Invalid email address format');
    expect(document.activeElement).toBe(email);
  });

  it('takes a prefill (subject and message) from the live chat', () => {
    render(<ContactForm onSubmit={vi.fn()} prefill={{ subject: 'mentorship', message: 'From the chat' }} />);
    expect(screen.getByLabelText<HTMLSelectElement>('Subject (required)').value).toBe('mentorship');
    expect(screen.getByLabelText<HTMLTextAreaElement>('Message (required)').value).toBe('From the chat');
  });

  it('marks required fields and names the notice’s close button in the form’s language', async () => {
    render(
      <ContactForm
        onSubmit={async () => ({ ok: true })}
        text={{ name: 'Nombre', required: '(obligatorio)', notice: 'Mensaje enviado.', closeNotice: 'Cerrar aviso' }}
      />,
    );
    await userEvent.type(screen.getByLabelText('Nombre (obligatorio)'), 'Ada');
    await userEvent.type(screen.getByLabelText('Email (obligatorio)'), 'ada@example.com');
    await userEvent.selectOptions(screen.getByLabelText('Subject (obligatorio)'), 'general');
    await userEvent.type(screen.getByLabelText('Message (obligatorio)'), 'Hola');
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Mensaje enviado.'));
    expect(screen.getByRole('button', { name: 'Cerrar aviso' })).toBeTruthy();
  });
});
