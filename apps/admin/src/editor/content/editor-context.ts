import type { Session } from '../../api';

/** What the Content sections below the editor's frame are given (react-router's outlet context). */
export interface EditorContext {
  session: Session;
  /** The published version visitors see now (null: the site as built). */
  current: number | null;
}
