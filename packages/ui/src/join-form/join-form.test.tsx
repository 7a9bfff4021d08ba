import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Resolver } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SubmitOutcome } from '../form-fields';
import { JoinForm, type JoinFormValues } from './join-form';

const REQUIRED = ['name', 'email', 'company', 'role', 'interests', 'message'] as const;
const resolver: Resolver<JoinFormValues> = async (values) => {
  const errors: Record<string, { type: string; message: string }> = {};
  for (const key of REQUIRED)
    if (!values[key].trim()) errors[key] = { type: 'required', message: `${key} is required` };
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
};

afterEach(cleanup);

const APPLICATION = {
  name: 'Grace Hopper',
  email: 'grace@example.com',
  company: 'Compilers Co',
  role: 'Founder',
  interests: 'Mentoring',
  message: 'I build things.',
};

/** Types the application into the six fields, found by their labels (English by default). */
async function fill(
  labels: Record<keyof typeof APPLICATION, string> = {
    name: 'Name (required)',
    email: 'Email (required)',
    company: 'Company or project (required)',
    role: 'Your role (required)',
    interests: 'What interests you (required)',
    message: 'Tell us about yourself (required)',
  },
) {
  for (const field of Object.keys(APPLICATION) as (keyof typeof APPLICATION)[]) {
    await userEvent.type(screen.getByLabelText(labels[field]), APPLICATION[field]);
  }
}

describe('JoinForm', () => {
  it('has autocomplete tokens and two separate unticked boxes', () => {
    render(<JoinForm onSubmit={vi.fn()} />);
    expect(screen.getByLabelText('Name (required)').getAttribute('autocomplete')).toBe('name');
    expect(screen.getByLabelText('Email (required)').getAttribute('autocomplete')).toBe('email');
    expect(screen.getByLabelText('Company or project (required)').getAttribute('autocomplete')).toBe('organization');
    const keep = screen.getByLabelText<HTMLInputElement>(
      'Keep my application on file for future opportunities for 12 months.',
    );
    const news = screen.getByLabelText<HTMLInputElement>(/newsletter/);
    expect([keep.checked, news.checked]).toEqual([false, false]);
  });

  it('lists problems at the top, marks the fields and focuses the first invalid one', async () => {
    const onSubmit = vi.fn();
    render(<JoinForm onSubmit={onSubmit} resolver={resolver} />);
    await userEvent.type(screen.getByLabelText('Name (required)'), 'Grace');
    await userEvent.click(screen.getByRole('button', { name: 'Apply to Join' }));
    const email = screen.getByLabelText('Email (required)');
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Name (required)').getAttribute('aria-invalid')).toBeNull();
    const summary = screen.getByText('Please correct the following:').parentElement!;
    expect(
      within(summary)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['#join-email', '#join-company', '#join-role', '#join-interests', '#join-message']);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends with the pending label, then clears and shows the inline status and toast', async () => {
    let resolve!: (o: SubmitOutcome) => void;
    const onSubmit = vi.fn(() => new Promise<SubmitOutcome>((r) => (resolve = r)));
    const notify = vi.fn();
    render(<JoinForm onSubmit={onSubmit} notify={notify} resolver={resolver} />);
    await fill();
    await userEvent.click(screen.getByLabelText('Keep my application on file for future opportunities for 12 months.'));
    await userEvent.click(screen.getByRole('button', { name: 'Apply to Join' }));
    expect(screen.getByRole('button', { name: 'Sending...' })).toHaveProperty('disabled', true);
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'Grace Hopper',
        keepOnFile: true,
        marketingOptIn: false,
        homepage: '',
        consentText: 'Send me the monthly newsletter with stories from our ventures and community.',
        consentVersion: 'join-newsletter-2026-11-25',
      }),
    );
    await act(async () => resolve({ ok: true }));
    expect(screen.getByRole('status').textContent).toBe('Application sent successfully!');
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'join-result', type: 'success', title: 'Application Sent!' }),
    );
    expect(screen.getByLabelText<HTMLInputElement>('Name (required)').value).toBe('');
  });

  it('keeps the values and toasts on failure', async () => {
    const notify = vi.fn();
    render(<JoinForm onSubmit={async () => ({ ok: false })} notify={notify} resolver={resolver} />);
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Apply to Join' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        expect.objectContaining({ id: 'join-result', type: 'error', title: 'Error' }),
      ),
    );
    expect(screen.getByLabelText<HTMLInputElement>('Name (required)').value).toBe('Grace Hopper');
  });

  it('speaks another language, and sends its own newsletter sentence with its own version', async () => {
    const onSubmit = vi.fn(async (): Promise<SubmitOutcome> => ({ ok: true }));
    const notify = vi.fn();
    render(
      <JoinForm
        onSubmit={onSubmit}
        notify={notify}
        text={{
          formLabel: 'Solicitud para unirse',
          name: 'Nombre',
          email: 'Correo electrónico',
          company: 'Empresa o proyecto',
          role: 'Tu función',
          interests: 'Qué te interesa',
          message: 'Cuéntanos sobre ti',
          required: '(obligatorio)',
          optionalChoices: 'Opciones',
          keepOnFile: 'Guardad mi solicitud 12 meses.',
          submit: 'Enviar solicitud',
          notice: 'Solicitud enviada.',
          closeNotice: 'Cerrar aviso',
          successToast: { title: '¡Solicitud enviada!', description: 'Te responderemos pronto.' },
        }}
        consent={{ text: 'Enviadme el boletín mensual.', version: 'join-newsletter-es-2026-11-26' }}
      />,
    );
    expect(screen.getByRole('form', { name: 'Solicitud para unirse' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Opciones' })).toBeTruthy();
    await fill({
      name: 'Nombre (obligatorio)',
      email: 'Correo electrónico (obligatorio)',
      company: 'Empresa o proyecto (obligatorio)',
      role: 'Tu función (obligatorio)',
      interests: 'Qué te interesa (obligatorio)',
      message: 'Cuéntanos sobre ti (obligatorio)',
    });
    await userEvent.click(screen.getByLabelText('Enviadme el boletín mensual.'));
    expect(screen.getByLabelText('Guardad mi solicitud 12 meses.')).toBeTruthy();
    expect(screen.queryByText(/monthly newsletter/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        marketingOptIn: true,
        consentText: 'Enviadme el boletín mensual.',
        consentVersion: 'join-newsletter-es-2026-11-26',
      }),
    );
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Solicitud enviada.'));
    expect(screen.getByRole('button', { name: 'Cerrar aviso' })).toBeTruthy();
    // The toast keeps its id and type; the parts not given stay English.
    expect(notify).toHaveBeenCalledWith({
      id: 'join-result',
      type: 'success',
      title: '¡Solicitud enviada!',
      description: 'Te responderemos pronto.',
    });
    // A native post (before the code loads) carries the same wording and version.
    const form = screen.getByRole<HTMLFormElement>('form', { name: 'Solicitud para unirse' });
    expect(new FormData(form).get('consentText')).toBe('Enviadme el boletín mensual.');
    expect(new FormData(form).get('consentVersion')).toBe('join-newsletter-es-2026-11-26');
  });
});
