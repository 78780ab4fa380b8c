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
 */
import type { OAuthProvider } from "@portal/contract";
import { CodeChallengeMethod, OAuth2Client, OAuth2RequestError, OAuth2Tokens } from "arctic";
import type { OAuthProviderConfig } from "../../config.ts";
import { PROVIDER_PROFILES, type SocialProfile } from "./providers.ts";

const TIMEOUT_MS = 10_000;

/** The provider's authorization URL for `state` (and `codeVerifier` when PKCE is used). */
export function authorizationUrl(
  provider: OAuthProvider,
  config: OAuthProviderConfig,
  redirectUri: string,
  state: string,
  codeVerifier: string,
): URL {
  const profile = PROVIDER_PROFILES[provider];
  const client = new OAuth2Client(config.clientId, config.clientSecret, redirectUri);
  return profile.pkce
    ? client.createAuthorizationURLWithPKCE(
        config.authorizationUrl,
        state,
        CodeChallengeMethod.S256,
        codeVerifier,
        profile.scopes,
      )
    : client.createAuthorizationURL(config.authorizationUrl, state, profile.scopes);
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
