import { useQuery } from '@tanstack/react-query';
import { answer, csrf, owner } from '../owner-client';
import type { FrontPageView } from './front-page-types';

export type { FrontPageView };

/** The front page's calls (session cookie; the tick carries the CSRF token). */
export const frontPageApi = {
  view: (): Promise<FrontPageView> => answer(owner['front-page'].$get()),
  stepDone: (key: string, csrfToken: string) =>
    answer(
      owner['front-page'].steps[':key{omnisend-delete-[0-9]{1,15}}'].done.$post({ param: { key } }, csrf(csrfToken)),
    ),
};

/** The front page's data, shared with the navigation's badges; refreshed every minute. */
export const useFrontPage = () =>
  useQuery({ queryKey: ['front-page'], queryFn: frontPageApi.view, refetchInterval: 60_000 });
