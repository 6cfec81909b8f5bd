import * as client from 'openid-client';
import { eq, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { oidcLogins } from '../db/schema';
import { hashToken, newToken } from './tokens';

/** How long a sign-in may take between leaving for the provider and coming back. */
export const OIDC_LOGIN_LIFETIME_MS = 10 * 60 * 1000;
export const OIDC_LOGIN_COOKIE = 'starprep_oidc';

export interface OidcSettings {
  issuer: string;
  clientId: string | undefined;
  clientSecret: string | undefined;
}

export interface VerifiedIdentity {
  issuer: string;
  subject: string;
  name: string | undefined;
}

export class OidcNotConfiguredError extends Error {}

/**
 * The only module that talks to the identity provider (Google by default; any OpenID Connect issuer).
 * Discovery runs on first use and is remembered; a failed discovery is retried on the next sign-in.
 */
export class OidcProvider {
  private configuration: Promise<client.Configuration> | undefined;

  constructor(private readonly settings: OidcSettings) {}

  get isConfigured(): boolean {
    return Boolean(this.settings.clientId);
  }

  private discover(): Promise<client.Configuration> {
    const { clientId, clientSecret, issuer } = this.settings;
    if (!clientId) throw new OidcNotConfiguredError('OIDC_CLIENT_ID is not set');
    if (!this.configuration) {
      const issuerUrl = new URL(issuer);
      this.configuration = client
        .discovery(issuerUrl, clientId, clientSecret, undefined, {
          // A local test issuer runs on plain http; real providers are https.
          execute: issuerUrl.protocol === 'http:' ? [client.allowInsecureRequests] : [],
          timeout: 10,
        })
        .catch((error: unknown) => {
          this.configuration = undefined;
          throw error;
        });
    }
    return this.configuration;
  }

  /**
   * Starts a sign-in: remembers state, nonce and PKCE verifier under a fresh random id (stored hashed)
   * and returns the provider's address plus the id for the browser's cookie.
   */
  async begin(db: Db, redirectUri: string, now = new Date()): Promise<{ url: string; loginToken: string }> {
    const configuration = await this.discover();
    const codeVerifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const nonce = client.randomNonce();
    const loginToken = newToken();
    await db.delete(oidcLogins).where(lt(oidcLogins.expiresAt, now));
    await db.insert(oidcLogins).values({
      idHash: hashToken(loginToken),
      state,
      nonce,
      codeVerifier,
      expiresAt: new Date(now.getTime() + OIDC_LOGIN_LIFETIME_MS),
    });
    const url = client.buildAuthorizationUrl(configuration, {
      redirect_uri: redirectUri,
      scope: 'openid profile',
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    return { url: url.href, loginToken };
  }

  /**
   * Finishes a sign-in: the login record is used once, then state, nonce and PKCE are all checked by
   * openid-client along with the ID token's signature, audience and expiry.
   */
  async complete(db: Db, loginToken: string, callbackUrl: URL, now = new Date()): Promise<VerifiedIdentity> {
    const configuration = await this.discover();
    const [login] = await db
      .delete(oidcLogins)
      .where(eq(oidcLogins.idHash, hashToken(loginToken)))
      .returning();
    if (!login || login.expiresAt <= now) throw new Error('no sign-in in progress for this browser');
    const tokens = await client.authorizationCodeGrant(configuration, callbackUrl, {
      pkceCodeVerifier: login.codeVerifier,
      expectedState: login.state,
      expectedNonce: login.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new Error('the provider sent no ID token');
    const name = typeof claims.name === 'string' && claims.name.trim() ? claims.name.trim() : undefined;
    return { issuer: claims.iss, subject: claims.sub, name };
  }
}
