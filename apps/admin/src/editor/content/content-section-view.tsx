import { useOutletContext, useParams } from 'react-router-dom';
import { contentSchema, nodeAt } from '../schema/content-schema';
import { useDraft } from '../draft/draft-store';
import type { EditorContext } from './editor-context';
import { SchemaField } from '../form/fields';
import { History } from '../history/history-section';
import { labelFor, type Path } from '../schema/schema-node';
import { CONTENT_SECTIONS } from './content-sections';
import { PicturesView } from './pictures-view';
import { StoriesView } from '../../stories/stories-view';

/** One value of a section: a top-level group's fields drawn directly (the section's heading names it), anything else as its field. */
function Part({ path }: { path: Path }) {
  const node = nodeAt(contentSchema, path);
  if (!node) return null;
  const id = `part-${path.join('-')}`;
  if (path.length === 1 && node.type === 'object') {
    return (
      <div id={id}>
        {Object.entries(node.properties ?? {}).map(([child, childNode]) => (
          <SchemaField
            key={child}
            node={childNode}
            path={[...path, child]}
            label={labelFor(child)}
            optional={!(node.required ?? []).includes(child)}
          />
        ))}
      </div>
    );
  }
  // A home section's heading copy sits under `sections.<name>`; in its section it is simply the heading.
  const label = path[0] === 'sections' ? 'Section heading' : labelFor(String(path.at(-1)));
  return (
    <div id={id}>
      <SchemaField node={node} path={path} label={label} />
    </div>
  );
}

/** The Content section chosen by the URL (`/admin/content/<slug>`): its values, the pictures, or the history. */
export function ContentSectionView() {
  const { part } = useParams();
  const { session, current } = useOutletContext<EditorContext>();
  const hasDraft = useDraft((state) => state.draft !== null);
  const section = CONTENT_SECTIONS.find((candidate) => candidate.slug === part);
  if (!section) return <p>There is no such part of the content. Choose one in the navigation above.</p>;
  if (section.kind === 'history') return <History csrfToken={session.csrfToken} current={current} />;
  if (!hasDraft) return null;
  if (section.kind === 'stories') return <StoriesView csrfToken={session.csrfToken} />;
  return (
    <form noValidate onSubmit={(event) => event.preventDefault()} aria-labelledby="content-title">
      {section.kind === 'pictures' ? (
        <PicturesView />
      ) : (
        section.parts.map((path) => <Part key={path.join('.')} path={path} />)
      )}
    </form>
  );
}
