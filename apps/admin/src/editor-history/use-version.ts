import { useQuery } from '@tanstack/react-query';
import { api } from '../api';

/** One published version with its content; versions never change, so it is loaded once. */
export const useVersion = (id: number) =>
  useQuery({ queryKey: ['version', id], queryFn: () => api.version(id), staleTime: Infinity });
