import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { homePathFor, needsAccountSetup } from '../../core/accounts/account';
import { OIDC_LOGIN_COOKIE, OIDC_LOGIN_LIFETIME_MS, type OidcProvider } from '../auth/oidc';
import { signIn } from '../auth/sessions';
import { findOrCreateOidcAccount } from '../services/accounts';

export interface GoogleSignInOptions {
  oidc: OidcProvider;
}

const CALLBACK_PATH = '/api/auth/google/callback';

/** The address people reach us at: PUBLIC_URL when set, otherwise what the request says. */
function publicOrigin(request: FastifyRequest, publicUrl: string | undefined): string {
  return publicUrl ? new URL(publicUrl).origin : `${request.protocol}://${request.host}`;
}

export const googleSignInRoutes: FastifyPluginAsyncZod<GoogleSignInOptions> = async (app, { oidc }) => {
  const loginCookie = {
    path: '/api/auth/google',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: app.config.secureCookies,
  };

  app.get('/api/auth/google', async (request, reply) => {
    if (!oidc.isConfigured) return reply.redirect('/login?error=google_not_configured');
    try {
      const redirectUri = publicOrigin(request, app.config.publicUrl) + CALLBACK_PATH;
      const { url, loginToken } = await oidc.begin(app.db, redirectUri);
      reply.setCookie(OIDC_LOGIN_COOKIE, loginToken, {
        ...loginCookie,
        maxAge: OIDC_LOGIN_LIFETIME_MS / 1000,
      });
      return reply.redirect(url);
    } catch (error) {
      request.log.warn({ err: error }, 'could not start Google sign-in');
      return reply.redirect('/login?error=google_unavailable');
    }
  });

  app.get(CALLBACK_PATH, async (request, reply) => {
    const loginToken = request.cookies[OIDC_LOGIN_COOKIE];
    reply.clearCookie(OIDC_LOGIN_COOKIE, loginCookie);
    if (!oidc.isConfigured) return reply.redirect('/login?error=google_not_configured');
    if (!loginToken) return reply.redirect('/login?error=google_failed');
    try {
      const callbackUrl = new URL(request.url, publicOrigin(request, app.config.publicUrl));
      const identity = await oidc.complete(app.db, loginToken, callbackUrl);
      const user = await findOrCreateOidcAccount(app.db, identity);
      await signIn(app.db, request, reply, user.id, { secure: app.config.secureCookies });
      return reply.redirect(needsAccountSetup(user) ? '/account-setup' : homePathFor(user.accountType));
    } catch (error) {
      request.log.warn({ err: error }, 'Google sign-in failed');
      return reply.redirect('/login?error=google_failed');
    }
  });
};
