/**
 * The OAuth 2.0 authorization code flow against a configured provider, on arctic: the
 * authorization URL (with state, and PKCE S256 where the provider takes it) from arctic's generic
 * `OAuth2Client`, whose endpoints we choose — arctic's ready-made Kakao, Naver and Google clients
 * have their endpoint URLs fixed, so they cannot be pointed at a test provider.
 *
 * Code exchange: for HTTP Basic client authentication (Google) arctic's
 * `OAuth2Client.validateAuthorizationCode`; Kakao and Naver do not accept HTTP Basic (arctic's own
 * clients for them post the secret in the body, which its generic client does not offer), so
 * `exchangeInBody` posts the same form with `client_id`/`client_secret` fields and answers with
 * arctic's `OAuth2Tokens` / `OAuth2RequestError`, exactly like arctic's providers do.
 *
 * OpenID Connect (Google): the authorization URL carries a nonce, and the user is taken from the
 * id_token only after `jose` has verified it against the provider's key set (JWKS, fetched and
 * cached by jose): RS256 signature, issuer, audience (our client id), expiry and the nonce.
 */
import type { OAuthProvider } from "@portal/contract";
import { CodeChallengeMethod, OAuth2Client, OAuth2RequestError, OAuth2Tokens } from "arctic";
import { createRemoteJWKSet, jwtVerify } from "jose";
import type { OAuthProviderConfig } from "../../config.ts";
import { PROVIDER_PROFILES, type SocialProfile } from "./providers.ts";

const TIMEOUT_MS = 10_000;

/** The provider's authorization URL for `state` (with `codeVerifier` when PKCE is used, `nonce` with OIDC). */
export function authorizationUrl(
  provider: OAuthProvider,
  config: OAuthProviderConfig,
  redirectUri: string,
  secrets: { state: string; codeVerifier: string; nonce: string },
): URL {
  const profile = PROVIDER_PROFILES[provider];
  const client = new OAuth2Client(config.clientId, config.clientSecret, redirectUri);
  const url = profile.pkce
    ? client.createAuthorizationURLWithPKCE(
        config.authorizationUrl,
        secrets.state,
        CodeChallengeMethod.S256,
        secrets.codeVerifier,
        profile.scopes,
      )
    : client.createAuthorizationURL(config.authorizationUrl, secrets.state, profile.scopes);
  if (profile.oidc) url.searchParams.set("nonce", secrets.nonce);
  return url;
}

/** Posts an authorization_code grant with the client credentials as form fields. */
async function exchangeInBody(
  config: OAuthProviderConfig,
  redirectUri: string,
  code: string,
  codeVerifier: string | null,
): Promise<OAuth2Tokens> {
  const body = new URLSearchParams({
    grant_type: "authorization_code",
    code,
    redirect_uri: redirectUri,
    client_id: config.clientId,
  });
  if (config.clientSecret) body.set("client_secret", config.clientSecret);
  if (codeVerifier) body.set("code_verifier", codeVerifier);
  const response = await fetch(config.tokenUrl, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
    body,
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const data = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (data && typeof data.error === "string") {
    throw new OAuth2RequestError(
      data.error,
      typeof data.error_description === "string" ? data.error_description : null,
      null,
      null,
    );
  }
  if (!response.ok || !data) throw new OAuth2RequestError(`http_${response.status}`, null, null, null);
  return new OAuth2Tokens(data);
}

/** Exchanges the authorization code for tokens. @throws arctic's errors (OAuth2RequestError …) */
export async function exchangeCode(
  provider: OAuthProvider,
  config: OAuthProviderConfig,
  redirectUri: string,
  code: string,
  codeVerifier: string,
): Promise<OAuth2Tokens> {
  const profile = PROVIDER_PROFILES[provider];
  const verifier = profile.pkce ? codeVerifier : null;
  if (profile.clientAuth === "body") return exchangeInBody(config, redirectUri, code, verifier);
  const client = new OAuth2Client(config.clientId, config.clientSecret, redirectUri);
  return client.validateAuthorizationCode(config.tokenUrl, code, verifier);
}

/** Reads the provider's user with the access token. @throws OAuth2RequestError "userinfo" */
export async function fetchProfile(
  provider: OAuthProvider,
  config: OAuthProviderConfig,
  accessToken: string,
): Promise<SocialProfile> {
  const response = await fetch(config.userinfoUrl, {
    headers: { authorization: `Bearer ${accessToken}`, accept: "application/json" },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const data: unknown = response.ok ? await response.json().catch(() => null) : null;
  const profile = data ? PROVIDER_PROFILES[provider].parse(data) : undefined;
  if (!profile) throw new OAuth2RequestError("userinfo", `status ${response.status}`, null, null);
  return profile;
}

const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

/** Google signs with either spelling of its issuer (OpenID Connect: "accounts.google.com" too). */
const acceptedIssuers = (issuer: string) =>
  issuer === "https://accounts.google.com" ? [issuer, "accounts.google.com"] : [issuer];

/**
 * Verifies an OpenID Connect id_token and reads the user from its claims.
 * @throws OAuth2RequestError "invalid_id_token" (bad signature, issuer, audience, expired, nonce …)
 */
export async function verifyIdToken(
  provider: OAuthProvider,
  config: OAuthProviderConfig,
  idToken: string,
  nonce: string,
): Promise<SocialProfile> {
  const refuse = (why: string) => new OAuth2RequestError("invalid_id_token", why, null, null);
  if (!config.issuer || !config.jwksUrl) throw refuse("no issuer or key set configured");
  let keys = keySets.get(config.jwksUrl);
  if (!keys) {
    keys = createRemoteJWKSet(new URL(config.jwksUrl), { timeoutDuration: TIMEOUT_MS });
    keySets.set(config.jwksUrl, keys);
  }
  let claims: Record<string, unknown>;
  try {
    ({ payload: claims } = await jwtVerify(idToken, keys, {
      issuer: acceptedIssuers(config.issuer),
      audience: config.clientId,
      algorithms: ["RS256"],
      requiredClaims: ["sub", "exp", "iat", "nonce"],
    }));
  } catch (error) {
    throw refuse(error instanceof Error ? error.message : "unverifiable");
  }
  if (claims.nonce !== nonce) throw refuse("nonce mismatch");
  const profile = PROVIDER_PROFILES[provider].parse(claims);
  if (!profile) throw refuse("no subject");
  return profile;
}
