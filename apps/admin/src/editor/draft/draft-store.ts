import { create } from 'zustand';
import { issuesToShow } from '../form/field-check';
import type { Issue } from '../form/issue';
import { pathKey, type Path } from '../schema/schema-node';

// The shape lives in its own file so that field-check.ts, which this store calls, needs nothing of it.
export type { Issue } from '../form/issue';

type Draft = Record<string, unknown>;

/** How far back undo reaches: far more than a session's edits, small enough to bound the memory (drafts share what they did not change). */
export const UNDO_LIMIT = 500;

/** Options of a change: typing into one field is one step, however many characters. */
export interface ChangeOptions {
  /** Merge with the previous change when it was typing into the same field (a text input's edits). */
  typing?: boolean;
}

interface DraftState {
  /** The content being edited; null until the published content has loaded. */
  draft: Draft | null;
  /** The version the draft started from, to say what "publish" replaces. */
  baseVersion: number | null;
  /** True once the draft differs from what it was loaded from. */
  changed: boolean;
  /** The issues shown beside their fields: those of the fields she left and of the last check, kept true to the draft. */
  issues: Issue[];
  /** The fields the owner has left or a check named (path keys): their messages follow the draft from then on. */
  watched: ReadonlySet<string>;
  /** The drafts before each change of this session, oldest first (what undo goes back to). */
  past: Draft[];
  /** The drafts undone, the next one first (what redo goes forward to). */
  future: Draft[];
  /** The field last typed into, while its typing is one step; null after any other change. */
  typingAt: string | null;
  /** What the draft was loaded from: undoing back to it means no unpublished changes. */
  loaded: Draft | null;
  /** The last change said in words ("Removed Venture 2: …"), for the editor's status line. */
  notice: string;
  load(content: Draft, version: number | null): void;
  set(path: Path, value: unknown, options?: ChangeOptions): void;
  setIssues(issues: Issue[]): void;
  /** Ends the current typing step (the field lost focus): the next keystroke starts a new one. */
  seal(): void;
  /** The owner left the field at `path`: its typing step ends and it is checked. */
  leave(path: Path): void;
  undo(): void;
  redo(): void;
  say(notice: string): void;
}

/** A copy of `root` with `value` at `path` (undefined removes the key): the draft is never mutated in place. */
function setIn(root: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (Array.isArray(root)) {
    const copy = [...root];
    copy[head as number] = setIn(copy[head as number], rest, value);
    return copy;
  }
  const copy = { ...(root as Record<string, unknown>) };
  const next = setIn(copy[head as string], rest, value);
  if (next === undefined) delete copy[head as string];
  else copy[head as string] = next;
  return copy;
}

/** Reads the value at `path`. */
export function getIn(root: unknown, path: Path): unknown {
  return path.reduce<unknown>(
    (value, part) => (value == null ? undefined : (value as Record<string | number, unknown>)[part]),
    root,
  );
}

/**
 * The editor's one store: the draft, the issues the server found in it, and the session's undo
 * and redo stacks. Every change is a step that undo takes back, except that typing into one field
 * is one step until another change or leaving the field. A field is checked when the owner leaves
 * it, and from then on every change, undo and redo checks the draft again: a message goes as soon
 * as its value is right and comes back if an undo brings the wrong value back. Drafts are never mutated, so each step costs only the objects it changed.
 */
export const useDraft = create<DraftState>()((set) => ({
  draft: null,
  baseVersion: null,
  changed: false,
  issues: [],
  past: [],
  future: [],
  typingAt: null,
  loaded: null,
  notice: '',
  watched: new Set(),
  load: (content, version) =>
    set({
      draft: content,
      loaded: content,
      baseVersion: version,
      changed: false,
      issues: [],
      watched: new Set(),
      past: [],
      future: [],
      typingAt: null,
      notice: '',
    }),
  set: (path, value, options = {}) =>
    set((state) => {
      const key = pathKey(path);
      const draft = setIn(state.draft, path, value) as Draft;
      const sameTyping = options.typing === true && state.typingAt === key;
      return {
        draft,
        changed: true,
        past: sameTyping || !state.draft ? state.past : [...state.past, state.draft].slice(-UNDO_LIMIT),
        future: [],
        typingAt: options.typing ? key : null,
        notice: '',
        issues: issuesToShow(draft, state.issues, state.watched, key),
      };
    }),
  setIssues: (issues) =>
    set((state) => ({ issues, watched: new Set([...state.watched, ...issues.map((issue) => issue.path)]) })),
  seal: () => set({ typingAt: null }),
  leave: (path) =>
    set((state) => {
      const watched = new Set(state.watched).add(pathKey(path));
      return { typingAt: null, watched, issues: issuesToShow(state.draft, state.issues, watched, null) };
    }),
  undo: () =>
    set((state) => {
      const previous = state.past.at(-1);
      if (!previous || !state.draft) return {};
      return {
        draft: previous,
        past: state.past.slice(0, -1),
        future: [state.draft, ...state.future],
        typingAt: null,
        changed: previous !== state.loaded,
        notice: 'Undone.',
        issues: issuesToShow(previous, state.issues, state.watched, null),
      };
    }),
  redo: () =>
    set((state) => {
      const next = state.future[0];
      if (!next || !state.draft) return {};
      return {
        draft: next,
        past: [...state.past, state.draft],
        future: state.future.slice(1),
        typingAt: null,
        changed: next !== state.loaded,
        notice: 'Redone.',
        issues: issuesToShow(next, state.issues, state.watched, null),
      };
    }),
  say: (notice) => set({ notice }),
}));

/** The issues at exactly this path. */
export const useIssuesAt = (path: Path) => {
  const key = pathKey(path);
  return useDraft((state) => state.issues).filter((issue) => issue.path === key);
};
