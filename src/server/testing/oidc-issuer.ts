import { OAuth2Server } from 'oauth2-mock-server';

export interface TestIssuer {
  issuer: string;
  /** Who the next sign-ins are (the `sub` and `name` claims of the tokens the issuer signs). */
  setIdentity(identity: { sub: string; name?: string }): void;
  stop(): Promise<void>;
}

/** A real OpenID Connect issuer on 127.0.0.1 (oauth2-mock-server): discovery, keys, PKCE, nonce. */
export async function startTestIssuer(): Promise<TestIssuer> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  let identity: { sub: string; name?: string } = { sub: 'johndoe' };
  server.service.on('beforeTokenSigning', (token) => {
    token.payload.sub = identity.sub;
    if (identity.name) token.payload.name = identity.name;
  });
  return {
    issuer: server.issuer.url!,
    setIdentity(next) {
      identity = next;
    },
    stop: () => server.stop(),
  };
}
