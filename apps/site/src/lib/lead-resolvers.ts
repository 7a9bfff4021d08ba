import type { FieldValues, Resolver } from 'react-hook-form';
import type { LeadKind } from '@rooted/lead-capture/schemas';
import type * as ResolverModule from './lead-schema-resolvers';

let loading: Promise<typeof ResolverModule> | undefined;

/**
 * A react-hook-form resolver for one lead kind that loads the shared zod schema on first use.
 * The footer's newsletter form is on every page; loading zod only when someone validates keeps
 * it out of every page's first download.
 */
export function lazyLeadResolver<T extends FieldValues>(kind: LeadKind): Resolver<T> {
  return async (values, context, options) => {
    loading ??= import('./lead-schema-resolvers');
    const { leadResolvers } = await loading;
    return (leadResolvers[kind] as unknown as Resolver<T>)(values, context, options);
  };
}
