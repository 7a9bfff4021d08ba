import { create } from 'zustand';
import { pathKey, type Path } from './schema';

/** One refusal from the server's validation: where, and why in the schema's words. */
export interface Issue {
  path: string;
  message: string;
}

interface DraftState {
  /** The content being edited; null until the published content has loaded. */
  draft: Record<string, unknown> | null;
  /** The version the draft started from, to say what "publish" replaces. */
  baseVersion: number | null;
  /** True once the draft differs from what it was loaded from. */
  changed: boolean;
  /** The last validation's issues, by path; cleared field by field as the owner edits. */
  issues: Issue[];
  load(content: Record<string, unknown>, version: number | null): void;
  set(path: Path, value: unknown): void;
  setIssues(issues: Issue[]): void;
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
  return path.reduce<unknown>((value, part) => (value == null ? undefined : (value as Record<string | number, unknown>)[part]), root);
}

/**
 * The editor's one store: the draft and the issues the server found in it. An edit clears the
 * issues of the field it touches (and of everything under it), so a fixed field stops saying it
 * is wrong before the next check.
 */
export const useDraft = create<DraftState>()((set) => ({
  draft: null,
  baseVersion: null,
  changed: false,
  issues: [],
  load: (content, version) => set({ draft: content, baseVersion: version, changed: false, issues: [] }),
  set: (path, value) =>
    set((state) => {
      const key = pathKey(path);
      return {
        draft: setIn(state.draft, path, value) as Record<string, unknown>,
        changed: true,
        issues: state.issues.filter((issue) => issue.path !== key && !issue.path.startsWith(`${key}.`) && !issue.path.startsWith(`${key}[`)),
      };
    }),
  setIssues: (issues) => set({ issues }),
}));

/** The issues at exactly this path. */
export const useIssuesAt = (path: Path) => {
  const key = pathKey(path);
  return useDraft((state) => state.issues).filter((issue) => issue.path === key);
};
