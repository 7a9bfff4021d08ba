import { useQuery } from '@tanstack/react-query';
import { call } from '../api';
import type { FrontPageView } from './front-page-types';

export type { FrontPageView };

/** The front page's calls (session cookie; the tick carries the CSRF token). */
export const frontPageApi = {
  view: () => call<FrontPageView>('/api/admin/front-page'),
  stepDone: (key: string, csrfToken: string) =>
    call<{ ok: true }>(`/api/admin/front-page/steps/${encodeURIComponent(key)}/done`, { method: 'POST' }, csrfToken),
};

/** The front page's data, shared with the navigation's badges; refreshed every minute. */
export const useFrontPage = () =>
  useQuery({ queryKey: ['front-page'], queryFn: frontPageApi.view, refetchInterval: 60_000 });
