import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChatRequest, ChatResponse, NovaMessagesResponse } from '../../../contracts/nova';
import { apiJson } from '../../lib/api';
import { withMinimumWait } from '../../lib/minimum-wait';
import { NOVA_REPLY_DELAY_MS, withExchange } from './nova-chat-rules';

/** The chat's calls (src/contracts/nova.ts): the conversation so far, and one message sent. */

export const NOVA_MESSAGES_QUERY_KEY = ['/api/nova/messages'] as const;

/**
 * GET /api/nova/messages: the student's last turns, oldest first, so the chat survives a reload. Only
 * fetched once the panel is open; null means signed out.
 */
export function useNovaMessages(enabled: boolean) {
  return useQuery<NovaMessagesResponse | null>({ queryKey: NOVA_MESSAGES_QUERY_KEY, enabled });
}

/**
 * POST /api/nova/chat. On success both turns join the cached conversation (callbacks given here run
 * even if the panel closes before Nova answers).
 */
export function useSendToNova() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChatRequest) =>
      withMinimumWait(apiJson<ChatResponse>('POST', '/api/nova/chat', body), NOVA_REPLY_DELAY_MS),
    onSuccess: (exchange) => {
      // A transcript still loading may have been read before this exchange was stored: load it again.
      const loading = queryClient.isFetching({ queryKey: NOVA_MESSAGES_QUERY_KEY }) > 0;
      queryClient.setQueryData<NovaMessagesResponse | null>(NOVA_MESSAGES_QUERY_KEY, (current) =>
        withExchange(current, exchange),
      );
      if (loading) void queryClient.invalidateQueries({ queryKey: NOVA_MESSAGES_QUERY_KEY });
    },
  });
}
