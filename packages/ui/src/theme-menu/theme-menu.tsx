import { useId, useRef, useState } from 'react';
import { ContrastIcon } from './theme-icons';
import { THEME_TEXT, type ThemeSetting, type ThemeText } from './theme-choices';
import ThemeMenuPanel from './theme-menu-panel';

/** Props of {@link ThemeMenu}: the current choice, what to do with a new one, and its words. */
export interface ThemeMenuProps extends ThemeSetting {
  /** Extra classes for the wrapper. */
  className?: string;
  /** The button's name and the choices' names in your language; every part left out keeps its English default ({@link THEME_TEXT}). */
  text?: Partial<ThemeText>;
}

/**
 * The header's compact form: one button (named for the current theme: "Theme: Dark", and so on) that discloses the `ThemeControl` below it. Escape (focus back on the button),
 * a press outside and focus leaving close it; a pick keeps it open, so the pressed state is seen.
 * The panel mounts on the first press. It is not split off: a site that keeps the header's code
 * small loads this whole subpath apart from it (the header's `actions`).
 */
export function ThemeMenu({ value, onChange, className = '', text: ownText }: ThemeMenuProps) {
  const text = { ...THEME_TEXT, ...ownText };
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  return (
    <div ref={rootRef} className={`relative ${className}`}>
      <button
        ref={buttonRef}
        type="button"
        aria-label={text.button(text[value] ?? text.auto)}
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => {
          setLoaded(true);
          setOpen((was) => !was);
        }}
        className="grid size-11 place-items-center rounded-control text-heading hover:bg-brand-tint"
      >
        <ContrastIcon width={20} height={20} />
      </button>
      {loaded ? (
        <ThemeMenuPanel
          id={id}
          open={open}
          setOpen={setOpen}
          rootRef={rootRef}
          buttonRef={buttonRef}
          value={value}
          onChange={onChange}
          text={ownText}
        />
      ) : null}
    </div>
  );
}
