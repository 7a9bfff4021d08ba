import { defaultSiteContent, iconDrawingSchema } from '@rooted/site-content';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useDraft } from '../draft/draft-store';
import { IconPicker } from './icon-picker';
import { iconSet, searchIcons } from './icon-set';

const path = ['ventures', 0, 'icon'] as const;
const venture = () => (useDraft.getState().draft as typeof defaultSiteContent).ventures[0]!;

beforeEach(() => useDraft.getState().load(structuredClone(defaultSiteContent) as never, 1));
afterEach(cleanup);

function renderPicker() {
  render(<IconPicker path={path} label="Icon" />);
  return screen.getByRole('button', { name: 'Search all icons…' });
}

/** Opens the dialog and waits for the icon set to arrive. */
async function openSearch() {
  const opener = renderPicker();
  fireEvent.click(opener);
  const dialog = screen.getByRole('dialog', { name: 'Choose an icon' });
  await waitFor(() => expect(within(dialog).getByRole('status').textContent).toMatch(/^\d+ icons; the first 120/), {
    timeout: 20_000,
  });
  return { opener, dialog };
}

const search = (dialog: HTMLElement, words: string) =>
  fireEvent.change(within(dialog).getByRole('searchbox', { name: 'Search icons' }), { target: { value: words } });

describe('the icon set', () => {
  it('holds each icon once, and every one passes the content schema the server checks', () => {
    const icons = iconSet();
    expect(icons.length).toBeGreaterThan(1_500);
    expect(new Set(icons.map((icon) => icon.name)).size).toBe(icons.length);
    for (const icon of icons) expect(iconDrawingSchema.safeParse(icon.drawing).success, icon.name).toBe(true);
  });

  it('finds by any part of a name, the exact name first', () => {
    expect(searchIcons('heart')[0]!.name).toBe('heart');
    expect(searchIcons(' Coffee ').map((icon) => icon.name)).toContain('coffee');
    expect(searchIcons('alarm check').map((icon) => icon.name)).toContain('alarm-clock-check');
    expect(searchIcons('zzzz')).toEqual([]);
  });
});

describe('IconPicker', () => {
  it('searches the full set and picks an icon into the venture, drawing and name', async () => {
    const { dialog } = await openSearch();
    search(dialog, 'tract');
    expect(within(dialog).getByRole('status').textContent).toMatch(/match “tract”/);
    const buttons = within(dialog).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toContain('tractor');
    expect(buttons.map((button) => button.textContent)).not.toContain('heart');
    fireEvent.click(within(dialog).getByRole('button', { name: 'tractor' }));

    expect(venture().icon).toBe('tractor');
    expect(venture().iconDrawing).toEqual(searchIcons('tractor')[0]!.drawing);
    expect(screen.queryByRole('dialog')).toBeNull();
    // The field shows the chosen icon, and no built-in one is checked.
    const group = screen.getByRole('group', { name: 'Icon' });
    expect(group.textContent).toContain('Tractor');
    expect(
      within(group)
        .getAllByRole('radio')
        .filter((radio) => (radio as HTMLInputElement).checked),
    ).toEqual([]);
  });

  it('is used by keyboard: arrows move among the icons, Enter picks, and focus returns to the opener', async () => {
    const { opener, dialog } = await openSearch();
    const box = within(dialog).getByRole('searchbox', { name: 'Search icons' });
    expect(document.activeElement).toBe(box);
    search(dialog, 'heart');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    const icons = within(within(dialog).getByRole('list', { name: 'Icons' })).getAllByRole('button');
    expect(document.activeElement).toBe(icons[0]);
    expect(icons[0]!.textContent).toBe('heart');
    expect(icons.length).toBeGreaterThan(2);
    fireEvent.keyDown(icons[0]!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(icons[1]);
    fireEvent.keyDown(icons[1]!, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(icons[0]);
    // A button's Enter is its click.
    fireEvent.click(document.activeElement!);
    expect(venture().icon).toBe('heart');
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('closes on Escape without changing the venture and gives the focus back to the opener', async () => {
    const { opener, dialog } = await openSearch();
    search(dialog, 'heart');
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
    expect(venture().icon).toBe('sprout');
    expect(venture().iconDrawing).toBeUndefined();
  });

  it('says when nothing matches', async () => {
    const { dialog } = await openSearch();
    search(dialog, 'zzzz');
    expect(within(dialog).getByRole('status').textContent).toBe('No icon is called “zzzz”. Try another word.');
    expect(within(within(dialog).getByRole('list', { name: 'Icons' })).queryAllByRole('button')).toEqual([]);
  });

  it('goes back to a built-in icon, removing the picked drawing', async () => {
    const { dialog } = await openSearch();
    search(dialog, 'dog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'dog' }));
    expect(venture().iconDrawing).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Use the built-in icon' }));
    expect(venture().icon).toBe('dog');
    expect('iconDrawing' in venture()).toBe(false);
    expect(screen.getByRole('radio', { name: 'Dog' })).toHaveProperty('checked', true);
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Dog' }));
    // One undo step puts the picked icon back, drawing and name together.
    useDraft.getState().undo();
    expect(venture().icon).toBe('dog');
    expect(venture().iconDrawing).toBeDefined();
  });
});
