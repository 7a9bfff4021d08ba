/**
 * The parts of a page that hydrate on their own, later than the page: lazily loaded sections,
 * page bodies and the footer. Until one has hydrated, React does not listen inside it, so an
 * input there is kept (early-input.ts) and replayed once it has.
 */
export interface HydrationPart {
  /** The part's outermost element in the prerendered page, or null when it is not on this page. */
  find: () => Element | null;
  hydrated: boolean;
  /** Resolves once the part has hydrated. */
  whenHydrated: Promise<void>;
  /** Called from the part's first effect. */
  markHydrated: () => void;
}

const parts: HydrationPart[] = [];
let pageHydrated = false;

/**
 * Registers a part that hydrates later than the page; `find` locates its markup. A part created
 * after the page has hydrated (a client-side navigation) renders in the browser, so there is
 * nothing to wait for: it counts as hydrated and is not tracked.
 */
export function hydrationPart(find: () => Element | null): HydrationPart {
  let resolve: () => void = () => {};
  const part: HydrationPart = {
    find,
    hydrated: false,
    whenHydrated: new Promise<void>((r) => (resolve = r)),
    markHydrated: () => {
      part.hydrated = true;
      resolve();
    },
  };
  if (pageHydrated) part.markHydrated();
  else parts.push(part);
  return part;
}

/** The part `target` lies in while that part has not hydrated yet; undefined once it has, or outside every part. */
export function pendingPartOf(target: EventTarget | null): HydrationPart | undefined {
  if (!(target instanceof Node)) return undefined;
  return parts.find((part) => !part.hydrated && part.find()?.contains(target));
}

/** From now on new parts are client-rendered (called once the page has hydrated). */
export function noMorePrerenderedParts(): void {
  pageHydrated = true;
}

/** Forgets every part (tests). */
export function resetHydrationParts(): void {
  parts.length = 0;
  pageHydrated = false;
}
