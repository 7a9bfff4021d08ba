import { contentSchema, nodeAt } from '../schema/content-schema';
import { useDraft } from '../draft/draft-store';
import { ImageField } from '../image-field/image-field';
import { itemName } from '../schema/schema-node';

/**
 * Every picture the site shows, in one place: the hero's, then each venture's. They are the same
 * values as in the Hero and Ventures sections (one draft), gathered for an owner who came to
 * change pictures.
 */
export function PicturesView() {
  // The default outside the selector: a new array on every read would re-render without end.
  const ventures = (useDraft((state) => state.draft?.ventures) as unknown[] | undefined) ?? [];
  const heroNode = nodeAt(contentSchema, ['hero', 'image']);
  const ventureNode = nodeAt(contentSchema, ['ventures', 0, 'image']);
  return (
    <>
      <p className="mt-4">
        The hero&apos;s picture fills the top of the home page; a venture&apos;s sits at the top of its card.
      </p>
      {heroNode && (
        <div id="part-hero">
          <ImageField node={heroNode} path={['hero', 'image']} label="Hero picture" />
        </div>
      )}
      {ventureNode && (
        <div id="part-ventures">
          {ventures.map((venture, index) => (
            <ImageField
              key={index}
              node={ventureNode}
              path={['ventures', index, 'image']}
              label={`${itemName(venture, index, 'Venture')}: picture`}
            />
          ))}
        </div>
      )}
    </>
  );
}
