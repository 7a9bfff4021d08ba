import type { FieldValues, Resolver } from 'react-hook-form';
import type { LeadKind } from '@rooted/lead-capture/schemas';
import type * as ResolverModule from './lead-schema-resolvers.lazy';
import { keepOnFailure } from '../resilience/lazy-failure';

let loading: Promise<typeof ResolverModule> | undefined;

/**
 * A react-hook-form resolver for one lead kind that loads the shared zod schema on first use.
 * The footer's newsletter form is on every page; loading zod only when someone validates keeps
 * it out of every page's first download.
 */
export function lazyLeadResolver<T extends FieldValues>(kind: LeadKind): Resolver<T> {
  return async (values, context, options) => {
    // Validating a submit needs this code: if it is gone (a deploy), the page loads the new build.
    loading ??= keepOnFailure(() => import('./lead-schema-resolvers.lazy'), 'reload')();
    const { leadResolvers } = await loading;
    return (leadResolvers[kind] as unknown as Resolver<T>)(values, context, options);
  };
}
