import type { ComponentType, SVGProps } from 'react';
import { MonitorIcon, MoonIcon, SunIcon } from './theme-icons';
import { THEME_TEXT, type ThemeChoice, type ThemeSetting, type ThemeText } from './theme-choices';

export type { ThemeChoice, ThemeSetting } from './theme-choices';

/** Props of {@link ThemeControl}. */
export interface ThemeControlProps extends ThemeSetting {
  /** `row`: three buttons side by side (the phone menu); `column`: one above the other (the header's panel). */
  layout?: 'row' | 'column';
  /** Extra classes for the group. */
  className?: string;
  /** The choices' names and the group's in your language; every part left out keeps its English default ({@link THEME_TEXT}). */
  text?: Partial<ThemeText>;
}

const CHOICES: [ThemeChoice, ComponentType<SVGProps<SVGSVGElement>>][] = [
  ['light', SunIcon],
  ['dark', MoonIcon],
  ['auto', MonitorIcon],
];

/**
 * Light, dark or the system's setting: a group named "Theme" of three toggle buttons, the current
 * one pressed (`aria-pressed`), so a screen reader says which theme is on and a keyboard reaches
 * each with Tab. Plain buttons rather than a radio group: each is one press, with no arrow-key
 * model to learn, and the pressed state names the choice.
 */
export function ThemeControl({ value, onChange, layout = 'row', className = '', text: ownText }: ThemeControlProps) {
  const text = { ...THEME_TEXT, ...ownText };
  const column = layout === 'column';
  return (
    <div
      role="group"
      aria-label={text.group}
      className={`flex gap-1 rounded-control border border-line bg-card p-1 ${column ? 'flex-col' : ''} ${className}`}
    >
      {CHOICES.map(([choice, Icon]) => (
        <button
          key={choice}
          type="button"
          aria-pressed={value === choice}
          onClick={() => onChange(choice)}
          className={`inline-flex min-h-11 items-center gap-2 rounded-control px-3 text-sm font-medium text-ink-muted hover:bg-brand-tint hover:text-accent aria-pressed:bg-brand-tint-strong aria-pressed:text-heading ${
            column ? 'justify-start' : 'flex-1 justify-center'
          }`}
        >
          <Icon width={18} height={18} />
          {text[choice]}
        </button>
      ))}
    </div>
  );
}
