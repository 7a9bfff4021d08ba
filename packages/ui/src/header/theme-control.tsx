import { useEffect, useId, useRef, useState, type ComponentType, type SVGProps } from 'react';
import { MonitorIcon, MoonIcon, SunIcon } from '../internal/icons';

/** A colour scheme choice: `auto` follows the visitor's system setting. */
export type ThemeChoice = 'light' | 'dark' | 'auto';

/** The current theme choice and what to do with a new one (the header and phone menu take it as `theme`). */
export interface ThemeSetting {
  value: ThemeChoice;
  onChange: (theme: ThemeChoice) => void;
}

/** Props of {@link ThemeControl}. */
export interface ThemeControlProps extends ThemeSetting {
  /** `row`: three buttons side by side (the phone menu); `column`: one above the other (the header's panel). */
  layout?: 'row' | 'column';
  className?: string;
}

const CHOICES: { value: ThemeChoice; name: string; Icon: ComponentType<SVGProps<SVGSVGElement>> }[] = [
  { value: 'light', name: 'Light', Icon: SunIcon },
  { value: 'dark', name: 'Dark', Icon: MoonIcon },
  { value: 'auto', name: 'System', Icon: MonitorIcon },
];

/**
 * Light, dark or the system's setting: a group named "Theme" of three toggle buttons, the current
 * one pressed (`aria-pressed`), so a screen reader says which theme is on and a keyboard reaches
 * each with Tab. Plain buttons rather than a radio group: each is one press, with no arrow-key
 * model to learn, and the pressed state names the choice.
 */
export function ThemeControl({ value, onChange, layout = 'row', className = '' }: ThemeControlProps) {
  const column = layout === 'column';
  return (
    <div
      role="group"
      aria-label="Theme"
      className={`flex gap-1 rounded-control border border-line bg-card p-1 ${column ? 'flex-col' : ''} ${className}`}
    >
      {CHOICES.map(({ value: choice, name, Icon }) => (
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
          {name}
        </button>
      ))}
    </div>
  );
}

/**
 * The header's compact form: one button showing the current theme's icon (named "Theme: Dark",
 * and so on) that discloses the {@link ThemeControl} below it. Escape (focus back on the button),
 * a press outside and focus leaving close it; a pick keeps it open, so the pressed state is seen.
 */
export function ThemeMenu({ value, onChange, className = '' }: ThemeSetting & { className?: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const current = CHOICES.find((choice) => choice.value === value) ?? CHOICES[2]!;

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div
      ref={rootRef}
      className={`relative ${className}`}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-label={`Theme: ${current.name}`}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((was) => !was)}
        className="grid size-11 place-items-center rounded-control text-heading hover:bg-brand-tint"
      >
        <current.Icon width={20} height={20} />
      </button>
      <div id={id} hidden={!open} className="absolute right-0 top-full z-50 mt-2 w-40 shadow-lg">
        <ThemeControl value={value} onChange={onChange} layout="column" />
      </div>
    </div>
  );
}
