/**
 * Local stand-ins for Kakao, Naver and Google: one `oauth2-mock-server` per provider, on the
 * provider's own paths, whose userinfo answers in that provider's shape. `env` configures the
 * portal to use them (OAUTH_{PROVIDER}_CLIENT_ID/SECRET, the three endpoint URLs, and Google's
 * issuer and key set). The mock approves every authorization at once, checks PKCE when a
 * code_verifier is sent, and signs Google's id_token (with the nonce it was given and the user's
 * claims) with its own RSA key, served at /jwks.
 *
 * Used by the API tests (auth/oauth/oauth.test.ts) and, through e2e/oauth-mock.ts, by the browser tests.
 */
import type { IncomingMessage } from "node:http";
import { OAUTH_PROVIDERS, type OAuthProvider } from "@portal/contract";
import { Events, OAuth2Server } from "oauth2-mock-server";

/** The user the next userinfo call returns. */
export interface MockUser {
  id: string;
  email: string | null;
  name: string;
  /** Whether the provider says the e-mail is verified. */
  verified: boolean;
}

/** What a token request carried (to check the client authentication and PKCE). */
export interface TokenCall {
  body: Record<string, unknown>;
  authorization: string | undefined;
}

export interface MockProvider {
  provider: OAuthProvider;
  server: OAuth2Server;
  /** Base URL, e.g. http://127.0.0.1:43210 */
  url: string;
  tokenCalls: TokenCall[];
  /** The next user; a function is called for each userinfo request. */
  user: MockUser | (() => MockUser);
}

const PATHS: Record<OAuthProvider, { authorize: string; token: string; userinfo: string }> = {
  kakao: { authorize: "/oauth/authorize", token: "/oauth/token", userinfo: "/v2/user/me" },
  naver: { authorize: "/oauth2.0/authorize", token: "/oauth2.0/token", userinfo: "/v1/nid/me" },
  google: { authorize: "/o/oauth2/v2/auth", token: "/token", userinfo: "/v1/userinfo" },
};

/** The userinfo body each provider would send for `user`. */
export function providerShape(provider: OAuthProvider, user: MockUser): Record<string, unknown> {
  if (provider === "kakao") {
    return {
      id: Number(user.id) || user.id,
      connected_at: new Date().toISOString(),
      properties: { nickname: user.name },
      kakao_account: {
        profile: { nickname: user.name },
        ...(user.email
          ? { has_email: true, email: user.email, is_email_valid: true, is_email_verified: user.verified }
          : { has_email: false }),
      },
    };
  }
  if (provider === "naver") {
    return {
      resultcode: "00",
      message: "success",
      response: { id: user.id, name: user.name, nickname: user.name, ...(user.email ? { email: user.email } : {}) },
    };
  }
  return {
    sub: user.id,
    name: user.name,
    ...(user.email ? { email: user.email, email_verified: user.verified } : {}),
  };
}

/** Starts the three mock providers on `ports` (or free ports) of `host`. */
export async function startMockProviders(
  options: { host?: string; ports?: Partial<Record<OAuthProvider, number>> } = {},
): Promise<{ providers: Record<OAuthProvider, MockProvider>; env: Record<string, string>; stop(): Promise<void> }> {
  const host = options.host ?? "127.0.0.1";
  const providers = {} as Record<OAuthProvider, MockProvider>;
  const env: Record<string, string> = {};
  for (const provider of OAUTH_PROVIDERS) {
    const paths = PATHS[provider];
    const server = new OAuth2Server(undefined, undefined, { endpoints: paths });
    await server.issuer.keys.generate("RS256");
    await server.start(options.ports?.[provider] ?? 0, host);
    const url = `http://${host}:${server.address().port}`;
    server.issuer.url = url; // the id_token's "iss": the address the portal is configured with
    const mock: MockProvider = {
      provider,
      server,
      url,
      tokenCalls: [],
      user: { id: "1", email: null, name: "테스트", verified: true },
    };
    server.service.on(Events.BeforeResponse, (_response: unknown, req: IncomingMessage & { body: unknown }) => {
      mock.tokenCalls.push({
        body: { ...(req.body as Record<string, unknown>) },
        authorization: req.headers.authorization,
      });
    });
    if (provider === "google") {
      // The id_token (it has an audience and no scope, unlike the access token) carries the user.
      server.service.on(Events.BeforeTokenSigning, (token: { payload: Record<string, unknown> }) => {
        if (token.payload.aud === undefined || "scope" in token.payload) return;
        const user = typeof mock.user === "function" ? mock.user() : mock.user;
        Object.assign(token.payload, providerShape(provider, user));
      });
      env.OAUTH_GOOGLE_ISSUER = url;
      env.OAUTH_GOOGLE_JWKS_URL = `${url}/jwks`;
    }
    server.service.on(Events.BeforeUserinfo, (response: { body: unknown; statusCode: number }) => {
      const user = typeof mock.user === "function" ? mock.user() : mock.user;
      response.body = providerShape(provider, user);
      response.statusCode = 200;
    });
    providers[provider] = mock;
    const prefix = `OAUTH_${provider.toUpperCase()}_`;
    env[`${prefix}CLIENT_ID`] = `${provider}-client`;
    env[`${prefix}CLIENT_SECRET`] = `${provider}-secret`;
    env[`${prefix}AUTHORIZATION_URL`] = url + paths.authorize;
    env[`${prefix}TOKEN_URL`] = url + paths.token;
    env[`${prefix}USERINFO_URL`] = url + paths.userinfo;
  }
  return {
    providers,
    env,
    async stop() {
      for (const mock of Object.values(providers)) await mock.server.stop();
    },
  };
}
