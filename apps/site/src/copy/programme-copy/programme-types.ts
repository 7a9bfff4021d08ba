/** The home-page anchors a programme page may send visitors to. */
export type HomeAnchor = '#ventures' | '#join' | '#community' | '#about';

/** A call to action that leads to a section of the home page. */
export interface ProgrammeCta {
  label: string;
  anchor: HomeAnchor;
}

/** A titled piece of copy: a benefit card or a step of how the programme works. */
export interface ProgrammePoint {
  title: string;
  text: string;
}

/** What the route table, metadata and search need to know about a programme page. */
export interface ProgrammeSummary {
  /** The path without its slash, e.g. 'startup-mentorship'. */
  slug: string;
  /** Page heading and the first part of the document title. */
  title: string;
  /** Meta description and hero subtitle; under 160 characters. */
  summary: string;
  keywords: readonly string[];
}

/** The copy of one landing page: everything the page shows beyond its summary. */
export interface ProgrammeCopy {
  /** A short label above the heading, e.g. 'Incubator · 12 months'. */
  eyebrow: string;
  /** The hero's opening paragraph. */
  intro: string;
  primaryCta: ProgrammeCta;
  secondaryCta: ProgrammeCta;
  /** Who the programme is for. */
  audience: { text: string; points: readonly string[] };
  /** Exactly four cards. */
  benefits: readonly [ProgrammePoint, ProgrammePoint, ProgrammePoint, ProgrammePoint];
  /** How it works, in order. */
  steps: readonly ProgrammePoint[];
  closing: { title: string; text: string; cta: ProgrammeCta };
}

/** One programme landing page: its summary and its copy. The page component renders this and nothing else. */
export type Programme = ProgrammeSummary & ProgrammeCopy;
