import { OAuth2Server } from 'oauth2-mock-server';

export interface Identity {
  /** The provider's stable user id (Google's `sub`). */
  sub: string;
  /** The display name the provider shares; leave it out to send none. */
  name?: string;
}

export interface TestIssuer {
  /** The issuer URL to give the server as OIDC_ISSUER, e.g. http://127.0.0.1:40124 */
  issuer: string;
  /** Every later sign-in gets this identity, until the next call (the default is sub "johndoe"). */
  setNextIdentity(identity: Identity): void;
  stop(): Promise<void>;
}

/**
 * A real OpenID Connect issuer on 127.0.0.1 (oauth2-mock-server): discovery, keys, PKCE and nonce checks.
 * Its /authorize redirects straight back with a code (no login form); it accepts any client id and secret.
 */
export async function startTestIssuer(): Promise<TestIssuer> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  // The library names itself "localhost"; everyone reaches it at the address it listens on.
  const issuer = `http://127.0.0.1:${server.address().port}`;
  server.issuer.url = issuer;

  let identity: Identity = { sub: 'johndoe' };
  // Fired for the access token and the ID token of each token request: both carry the same identity.
  server.service.on('beforeTokenSigning', (token) => {
    token.payload.sub = identity.sub;
    if (identity.name === undefined) delete token.payload.name;
    else token.payload.name = identity.name;
  });

  return {
    issuer,
    setNextIdentity(next) {
      identity = { ...next };
    },
    stop: () => server.stop(),
  };
}
