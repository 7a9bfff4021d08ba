import { useQuery } from '@tanstack/react-query';
import { api } from '../../api';

/** One published version with its content; versions never change, so it is loaded once. Nothing is loaded while `enabled` is false. */
export const useVersion = (id: number, enabled = true) =>
  useQuery({ queryKey: ['version', id], queryFn: () => api.version(id), staleTime: Infinity, enabled });
