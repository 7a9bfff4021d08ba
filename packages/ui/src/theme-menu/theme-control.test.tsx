import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Header } from '../header/header';
import { ThemeControl, type ThemeChoice } from './theme-control';
import { ThemeMenu } from './theme-menu';

afterEach(cleanup);

/** A control that keeps its choice, as the site's store does. */
function Stateful({
  initial = 'auto',
  onChange = vi.fn(),
}: {
  initial?: ThemeChoice;
  onChange?: (theme: ThemeChoice) => void;
}) {
  const [value, setValue] = useState<ThemeChoice>(initial);
  return (
    <ThemeMenu
      value={value}
      onChange={(theme) => {
        setValue(theme);
        onChange(theme);
      }}
    />
  );
}

describe('ThemeControl', () => {
  it('names the group and presses exactly the current choice', () => {
    render(<ThemeControl value="dark" onChange={() => {}} />);
    const group = screen.getByRole('group', { name: 'Theme' });
    expect(group).toBeTruthy();
    const pressed = screen.getAllByRole('button').map((b) => [b.textContent, b.getAttribute('aria-pressed')]);
    expect(pressed).toEqual([
      ['Light', 'false'],
      ['Dark', 'true'],
      ['System', 'false'],
    ]);
  });

  it('reports each pick', async () => {
    const onChange = vi.fn();
    render(<ThemeControl value="auto" onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Light' }));
    await userEvent.click(screen.getByRole('button', { name: 'System' }));
    expect(onChange.mock.calls).toEqual([['light'], ['auto']]);
  });
});

describe('ThemeMenu', () => {
  it('names the current theme on its button and discloses the choices', async () => {
    const onChange = vi.fn();
    render(<Stateful onChange={onChange} />);
    const toggle = screen.getByRole('button', { name: 'Theme: System' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('group', { name: 'Theme' })).toBeNull();
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    // The panel's code loads on this first press.
    await userEvent.click(await screen.findByRole('button', { name: 'Dark' }));
    expect(onChange).toHaveBeenCalledWith('dark');
    expect(screen.getByRole('button', { name: 'Theme: Dark' })).toBe(toggle);
    // A pick keeps the panel open, showing the pressed choice.
    expect(screen.getByRole('button', { name: 'Dark' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('closes on Escape with focus back on its button, and on a press outside', async () => {
    render(
      <>
        <Stateful initial="light" />
        <button type="button">Elsewhere</button>
      </>,
    );
    const toggle = screen.getByRole('button', { name: 'Theme: Light' });
    await userEvent.click(toggle);
    await screen.findByRole('group', { name: 'Theme' });
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Light' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Theme' })).toBeNull();
    expect(document.activeElement).toBe(toggle);
    await userEvent.click(toggle);
    expect(screen.getByRole('group', { name: 'Theme' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('group', { name: 'Theme' })).toBeNull();
  });
});

describe('Header with a theme', () => {
  it('shows the theme choices in the phone menu when given them as menu controls, and reports a pick', async () => {
    const props = { brandName: 'R', tagline: 'T', homeHref: '/', links: [], cta: { name: 'Join', href: '#join' } };
    const { unmount } = render(<Header {...props} />);
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    await screen.findByRole('dialog');
    expect(screen.queryByRole('group', { name: 'Theme' })).toBeNull();
    unmount();
    const onChange = vi.fn();
    render(<Header {...props} menuControls={<ThemeControl value="dark" onChange={onChange} />} />);
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const group = await screen.findByRole('group', { name: 'Theme' });
    expect(screen.getByRole('dialog').contains(group)).toBe(true);
    expect(screen.getByRole('button', { name: 'Dark' }).getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Light' }));
    expect(onChange).toHaveBeenCalledWith('light');
  });
});

describe('theme controls in another language', () => {
  const text = {
    light: 'Hell',
    dark: 'Dunkel',
    group: 'Farbschema',
    button: (choice: string) => `Farbschema: ${choice}`,
  };

  it('ThemeControl names its group and choices with the words given, each left out staying English', () => {
    render(<ThemeControl value="dark" onChange={() => {}} text={text} />);
    const group = screen.getByRole('group', { name: 'Farbschema' });
    expect([...group.querySelectorAll('button')].map((button) => button.textContent)).toEqual([
      'Hell',
      'Dunkel',
      'System',
    ]);
    expect(screen.getByRole('button', { name: 'Dunkel' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('ThemeMenu names its button and its panel’s choices with the words given', async () => {
    render(<ThemeMenu value="dark" onChange={() => {}} text={text} />);
    const toggle = screen.getByRole('button', { name: 'Farbschema: Dunkel' });
    await userEvent.click(toggle);
    expect(await screen.findByRole('group', { name: 'Farbschema' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hell' })).toBeTruthy();
  });
});
