import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContactSection } from './contact-section';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

/** Renders the section and waits for the form's lazily loaded code. */
async function renderSection() {
  render(
    <MemoryRouter>
      <ContactSection />
    </MemoryRouter>,
  );
  await screen.findByLabelText('Name (required)', undefined, { timeout: 8000 });
}

async function fillAndSend() {
  await userEvent.type(screen.getByLabelText('Name (required)'), '  Ada Lovelace ');
  await userEvent.type(screen.getByLabelText('Email (required)'), 'Ada@Example.com');
  await userEvent.selectOptions(screen.getByLabelText('Subject (required)'), 'partnership');
  await userEvent.type(screen.getByLabelText('Message (required)'), 'Hello');
  await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
}

/** The server: a form token (proof of work off, no wait) on GET, the lead answer on POST. */
function server(leadAnswer: () => Response) {
  return vi.fn(async (url: string) =>
    url.startsWith('/api/leads/form-token')
      ? new Response(JSON.stringify({ token: 'signed-token', challenge: null, minFillMs: 0 }), { status: 200 })
      : leadAnswer(),
  );
}
const leadPosts = (fetch: ReturnType<typeof server>) => fetch.mock.calls.filter(([url]) => url === '/api/leads');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ContactSection', () => {
  it('fetches a form token on the first focus, posts kind contact with it to /api/leads once, and toasts through sonner', async () => {
    const fetch = server(() => new Response('{"id":"1"}', { status: 202 }));
    vi.stubGlobal('fetch', fetch);
    await renderSection();
    expect(fetch).not.toHaveBeenCalled();
    await fillAndSend();
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Message Sent!', {
        id: 'contact-result',
        description: "We'll get back to you within 24 hours.",
      }),
    );
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/leads/form-token?form=contact');
    expect(leadPosts(fetch)).toHaveLength(1);
    const [, init] = leadPosts(fetch)[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({
      kind: 'contact',
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      subject: 'partnership',
      message: 'Hello',
      homepage: '',
      formToken: 'signed-token',
      pageUrl: expect.stringMatching(/^http/),
    });
  });

  it('shows the shared schema messages before anything is sent', async () => {
    const fetch = server(() => new Response('{"id":"1"}', { status: 202 }));
    vi.stubGlobal('fetch', fetch);
    await renderSection();
    await userEvent.type(screen.getByLabelText('Email (required)'), 'ada@example');
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(screen.getByText('Invalid email address format')).toBeTruthy());
    expect(screen.getByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Please choose a subject')).toBeTruthy();
    expect(leadPosts(fetch)).toEqual([]);
  });

  it('toasts the failure when the server answers 500', async () => {
    vi.stubGlobal(
      'fetch',
      server(() => new Response('', { status: 500 })),
    );
    await renderSection();
    await fillAndSend();
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Error', {
        id: 'contact-result',
        description: 'Failed to send message. Please try again.',
      }),
    );
    expect(screen.getByLabelText<HTMLInputElement>('Name (required)').value).toBe('  Ada Lovelace ');
  });
});
