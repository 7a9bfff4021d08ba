import { defaultSiteContent } from '@rooted/site-content';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useDraft } from '../draft/draft-store';
import { Editor } from '../editor';
import { announce, usePublish } from './publish-store';

const content = structuredClone(defaultSiteContent) as unknown as Record<string, unknown>;

function renderEditor(at: string) {
  const client = new QueryClient();
  // What the server has published; the editor loads it once and never fetches again in the test.
  client.setQueryData(['content'], { version: 4, content });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route element={<Editor session={{ email: 'owner@example.org', csrfToken: 'token' }} />}>
            <Route
              path="/content/:part"
              element={
                <nav>
                  <Link to="/content/company">To Company</Link> <Link to="/content/stories">To Stories</Link>
                </nav>
              }
            />
          </Route>
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  localStorage.clear();
  useDraft.getState().load(content, 4);
  usePublish.setState({ outcome: null, phase: 'idle', issuesTitle: '', refusals: 0 });
});
afterEach(cleanup);

describe('a publish’s result', () => {
  it('is said in the section that raised it, not in the next one the owner opens, and again when she comes back', () => {
    renderEditor('/content/stories');
    act(() =>
      announce({
        tone: 'success',
        text: 'Published as version 5. Every visitor sees it now.',
        section: '/content/stories',
      }),
    );
    expect(screen.getByText('Published as version 5. Every visitor sees it now.')).toBeTruthy();

    fireEvent.click(screen.getByRole('link', { name: 'To Company' }));
    expect(screen.getByRole('heading', { name: 'Company' })).toBeTruthy();
    expect(screen.queryByText(/Published as version 5/)).toBeNull();

    fireEvent.click(screen.getByRole('link', { name: 'To Stories' }));
    expect(screen.getByText('Published as version 5. Every visitor sees it now.')).toBeTruthy();
  });
});
