import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useDraft } from '../editor/draft/draft-store';
import { newStory } from './new-story';
import { StoryEditor } from './story-editor';

const story = (title: string, slug: string) => ({
  ...newStory(new Date('2026-11-20T09:00:00Z')),
  title,
  slug,
  summary: 'A summary.',
  author: 'Ada',
  body: 'Words.',
});

function renderEditor() {
  const client = new QueryClient();
  // The body field asks for the session's CSRF token; the form under test never sends anything.
  client.setQueryData(['session'], { csrfToken: 'token' });
  render(
    <QueryClientProvider client={client}>
      <StoryEditor index={0} csrfToken="token" onClose={() => {}} onDelete={() => {}} />
    </QueryClientProvider>,
  );
}

const address = () => screen.getByRole('textbox', { name: 'Address' });

beforeEach(() => {
  useDraft
    .getState()
    .load({ stories: [story('First harvest', 'first-harvest'), story('Open books', 'open-books')] }, 1);
});
afterEach(cleanup);

describe('the story form’s address field', () => {
  it('is described by the page address it gives the story, which follows the address as it is edited', () => {
    renderEditor();
    expect(
      screen.getByRole('textbox', {
        name: 'Address',
        description: /The story's page: \/stories\/first-harvest(?![\w-])/,
      }),
    ).toBe(address());

    fireEvent.change(address(), { target: { value: 'our-first-harvest' } });
    expect(
      screen.getByRole('textbox', {
        name: 'Address',
        description: /The story's page: \/stories\/our-first-harvest(?![\w-])/,
      }),
    ).toBe(address());
    expect(
      screen.queryByRole('textbox', { name: 'Address', description: /\/stories\/first-harvest(?![\w-])/ }),
    ).toBeNull();
  });

  it('is described by the clash when another story has the address, and no longer once it is changed', () => {
    renderEditor();
    fireEvent.change(address(), { target: { value: 'open-books' } });
    expect(
      screen.getByRole('textbox', {
        name: 'Address',
        description: /\/stories\/open-books(?![\w-]).*Another story already uses this address/,
      }),
    ).toBe(address());

    fireEvent.change(address(), { target: { value: 'open-books-2' } });
    expect(screen.queryByRole('textbox', { name: 'Address', description: /Another story/ })).toBeNull();
  });
});
