import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { AlertMessage } from '../../components/ui/alert-message';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { readableErrorMessage } from '../../lib/error-message';
import { newParentLinkCode, PARENT_LINK_CODE_QUERY_KEY, type ParentLinkCode } from './account-api';
import { linkCodeExpiryText, spokenCode } from './family-text';

/**
 * "Link a parent": the code a grown-up types in the parent portal, with the day it stops working and
 * a New code button. A code is used up when a parent links with it, so each opening of Settings asks
 * the server again rather than showing one from the cache.
 */
export function ParentLinkCodeBox() {
  const queryClient = useQueryClient();
  const code = useQuery<ParentLinkCode | null>({ queryKey: PARENT_LINK_CODE_QUERY_KEY, staleTime: 0 });
  const renew = useMutation({
    mutationFn: newParentLinkCode,
    onSuccess: (fresh) => queryClient.setQueryData(PARENT_LINK_CODE_QUERY_KEY, fresh),
  });

  return (
    <div className="space-y-3">
      <h4 className="text-lg font-extrabold">Link a parent</h4>
      <p className="text-base text-indigo-900">
        Give this code to a grown-up at home you trust. They type it in StarPrep&apos;s parent portal to cheer
        on your practice.
      </p>
      {code.isPending ? <Spinner label="Getting your code" className="p-2" /> : null}
      {!code.isPending && !code.data ? (
        <div className="space-y-2">
          <AlertMessage>{readableErrorMessage(code.error, "We couldn't get your code.")}</AlertMessage>
          <Button variant="outline" size="compact" onClick={() => void code.refetch()}>
            Try again
          </Button>
        </div>
      ) : null}
      {code.data ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border-2 border-dashed border-indigo-300 bg-indigo-50 p-4">
          <div>
            <p className="text-sm font-bold text-indigo-900">Your code</p>
            <p
              data-testid="parent-link-code"
              aria-hidden="true"
              className="font-mono text-3xl font-black tracking-widest text-ink"
            >
              {code.data.code}
            </p>
            <p className="sr-only">{spokenCode(code.data.code)}</p>
            <p className="text-base font-semibold text-indigo-900">
              {linkCodeExpiryText(new Date(code.data.expiresAt), new Date())}
            </p>
          </div>
          <Button
            variant="outline"
            size="compact"
            onClick={() => renew.mutate()}
            disabled={renew.isPending}
            aria-busy={renew.isPending}
          >
            <RefreshCw aria-hidden="true" />
            New code
          </Button>
        </div>
      ) : null}
      <p role="status" className="text-base font-semibold text-green-800">
        {renew.isSuccess ? 'Here is your new code. The old one no longer works.' : null}
      </p>
      {renew.isError ? (
        <AlertMessage>{readableErrorMessage(renew.error, "We couldn't make a new code.")}</AlertMessage>
      ) : null}
    </div>
  );
}
