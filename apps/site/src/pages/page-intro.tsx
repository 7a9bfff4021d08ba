import type { ReactNode } from 'react';

export interface PageIntroProps {
  eyebrow: string;
  title: string;
  children?: ReactNode;
}

/** The heading band at the top of every page other than home. Children may be text or paragraphs. */
export function PageIntro({ eyebrow, title, children }: PageIntroProps) {
  return (
    <div className="bg-brand-800 text-sand-50">
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20">
        <p className="text-sm font-semibold uppercase tracking-[0.14em] text-brand-200">{eyebrow}</p>
        <h1 className="mt-3 max-w-3xl font-display text-4xl font-semibold sm:text-5xl">{title}</h1>
        {children ? <div className="mt-5 max-w-2xl text-lg leading-relaxed text-brand-100">{children}</div> : null}
      </div>
    </div>
  );
}
