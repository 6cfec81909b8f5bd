import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, use, useCallback, useMemo, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import type { User } from '../../contracts/user';
import { getQueryFn } from '../lib/api';
import { CURRENT_USER_QUERY_KEY, endSession } from '../lib/session';

interface AuthState {
  /** The signed-in user, or null when signed out. */
  user: User | null;
  isLoading: boolean;
  /** Ends the session, forgets every cached answer and goes to the landing page. */
  logout: () => Promise<void>;
}

const AuthContext = createContext<AuthState | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const userQuery = useQuery<User | null>({
    queryKey: CURRENT_USER_QUERY_KEY,
    queryFn: getQueryFn<User>({ on401: 'returnNull' }),
  });

  // Spec section 4: a 401, any other non-OK answer or a failed request all mean "signed out".
  const user = userQuery.isError ? null : (userQuery.data ?? null);

  const logout = useCallback(async () => {
    try {
      await endSession();
    } catch {
      // Even if the server call failed, this browser forgets the user: on a shared school computer,
      // showing the next child someone else's screens would be worse than a stale server session.
    }
    queryClient.setQueryData(CURRENT_USER_QUERY_KEY, null);
    queryClient.removeQueries({
      predicate: (query) => query.queryKey[0] !== CURRENT_USER_QUERY_KEY[0],
    });
    navigate('/');
  }, [queryClient, navigate]);

  const value = useMemo<AuthState>(
    () => ({ user, isLoading: userQuery.isPending, logout }),
    [user, userQuery.isPending, logout],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthState {
  const auth = use(AuthContext);
  if (!auth) throw new Error('useAuth must be used inside <AuthProvider>.');
  return auth;
}
