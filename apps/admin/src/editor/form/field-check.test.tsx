import { defaultSiteContent } from '@rooted/site-content';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contentSchema, nodeAt } from '../schema/content-schema';
import { useDraft } from '../draft/draft-store';
import { refuse, usePublish } from '../publish/publish-store';
import { ErrorSummary } from './error-summary';
import { draftIssues } from './field-check';
import { SchemaField } from './fields';
import { labelFor, type Path } from '../schema/schema-node';

const NAME: Path = ['company', 'name'];
const PHONE: Path = ['company', 'phone'];

/** The company's name and phone fields under the editor's list of issues, as the Company section draws them. */
function Company() {
  const issues = useDraft((state) => state.issues);
  const { issuesTitle, refusals } = usePublish();
  return (
    <MemoryRouter>
      <ErrorSummary issues={issues} title={issuesTitle} refusals={refusals} />
      <SchemaField node={nodeAt(contentSchema, NAME)!} path={NAME} label="Name" />
      <SchemaField node={nodeAt(contentSchema, PHONE)!} path={PHONE} label="Phone" optional />
    </MemoryRouter>
  );
}

const name = () => screen.getByRole('textbox', { name: 'Name' });
const summary = () => screen.queryByRole('alert');

beforeEach(() => {
  useDraft.getState().load(structuredClone(defaultSiteContent) as unknown as Record<string, unknown>, 4);
  usePublish.setState({ issuesTitle: '', refusals: 0, outcome: null });
});
afterEach(cleanup);

describe('a field is checked as the owner leaves it', () => {
  it('says nothing while she types, says what is wrong when she leaves, and clears it as soon as the value is right', () => {
    render(<Company />);
    fireEvent.change(name(), { target: { value: '' } });
    expect(screen.queryByText('Enter a name.')).toBeNull();
    expect(name().getAttribute('aria-invalid')).toBe('false');

    fireEvent.blur(name());
    expect(screen.getByRole('textbox', { name: 'Name', description: /Enter a name\./ })).toBe(name());
    expect(name().getAttribute('aria-invalid')).toBe('true');
    // Leaving a field shows its message beside it; the list of issues is for a refused check or publish.
    expect(summary()).toBeNull();

    fireEvent.change(name(), { target: { value: 'R' } });
    expect(screen.queryByText('Enter a name.')).toBeNull();
    expect(name().getAttribute('aria-invalid')).toBe('false');
  });

  it('leaves the fields she has not left alone', () => {
    render(<Company />);
    fireEvent.change(name(), { target: { value: '' } });
    fireEvent.blur(screen.getByRole('textbox', { name: 'Phone' }));
    expect(screen.queryByText('Enter a name.')).toBeNull();
  });
});

describe('after a refused publish, undo and redo', () => {
  it('clear the list of issues and the message beside a value undo made right, and bring the message back on redo', () => {
    render(<Company />);
    fireEvent.change(name(), { target: { value: '' } });
    // What the server answers a publish of this draft: the same validation.
    act(() => refuse('Nothing was published. Fix these fields first', draftIssues(useDraft.getState().draft)));
    expect(summary()?.textContent).toContain('Nothing was published. Fix these fields first');
    expect(summary()?.textContent).toContain('Enter a name.');
    expect(document.activeElement).toBe(summary());

    act(() => useDraft.getState().undo());
    expect(name()).toHaveProperty('value', defaultSiteContent.company.name);
    expect(summary()).toBeNull();
    expect(screen.queryByText('Enter a name.')).toBeNull();
    expect(name().getAttribute('aria-invalid')).toBe('false');

    act(() => useDraft.getState().redo());
    expect(name()).toHaveProperty('value', '');
    expect(screen.getByText('Enter a name.')).toBeTruthy();
    // The refusal is over: the message stands beside its field, under no "Nothing was published".
    expect(summary()).toBeNull();
  });

  it('keep a message that is still true after an undo, with the list of issues', () => {
    render(<Company />);
    fireEvent.change(name(), { target: { value: '' } });
    fireEvent.blur(name());
    fireEvent.change(screen.getByRole('textbox', { name: 'Phone' }), { target: { value: '+44 20 7946 0000' } });
    act(() => refuse('Nothing was published. Fix these fields first', draftIssues(useDraft.getState().draft)));
    act(() => useDraft.getState().undo());
    expect(screen.getByText('Enter a name.')).toBeTruthy();
    expect(summary()?.textContent).toContain('Enter a name.');
  });
});

describe('a venture coming soon', () => {
  /** The venture's badge, its state and its website, as its form draws them. */
  const Venture = () => (
    <MemoryRouter>
      {(['status', 'isLive', 'website'] as const).map((key) => (
        <SchemaField
          key={key}
          node={nodeAt(contentSchema, ['ventures', 0, key])!}
          path={['ventures', 0, key]}
          label={labelFor(key)}
          optional={key === 'website'}
        />
      ))}
    </MemoryRouter>
  );
  const website = () => screen.getByRole('textbox', { name: 'Website' });

  it('may leave its website empty, which the browser checks by the server rule; once open to customers it needs one', () => {
    render(<Venture />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'Coming Soon' } });
    const open = screen.getByRole('checkbox', { name: 'Open to customers now' });
    if ((open as HTMLInputElement).checked) fireEvent.click(open);
    fireEvent.change(website(), { target: { value: '' } });
    fireEvent.blur(website());
    expect(website().getAttribute('aria-invalid')).toBe('false');
    expect(draftIssues(useDraft.getState().draft).filter((issue) => issue.path.startsWith('ventures[0]'))).toEqual([]);

    fireEvent.click(open);
    expect(website().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('A live venture needs its website: visitors open it from the card.')).toBeTruthy();
  });

  it('tells the badge from the state in its labels and help', () => {
    render(<Venture />);
    expect(screen.queryByText('Live now')).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Status', description: /only words visitors read/ })).toBeTruthy();
    expect(
      screen.getByRole('checkbox', { name: 'Open to customers now', description: /The state the venture is in/ }),
    ).toBeTruthy();
  });
});
