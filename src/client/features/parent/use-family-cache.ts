import { useQueryClient } from '@tanstack/react-query';
import type { ChildSummary, ParentChildren } from '../../../contracts/parents';
import { CHILDREN_QUERY_KEY } from './parent-api';
import { withChild, withoutChild } from './family-list';

/**
 * Puts a linked, created or deleted child into the cached family at once (the portal switches to them
 * without a spinner), then asks the server for the list again.
 */
export function useFamilyCache() {
  const queryClient = useQueryClient();
  const update = (change: (family: ParentChildren | null | undefined) => ParentChildren) => {
    queryClient.setQueryData<ParentChildren | null>(CHILDREN_QUERY_KEY, change);
    void queryClient.invalidateQueries({ queryKey: CHILDREN_QUERY_KEY, exact: true });
  };
  return {
    add: (child: ChildSummary) => update((family) => withChild(family, child)),
    remove: (childId: string) => update((family) => withoutChild(family, childId)),
  };
}
