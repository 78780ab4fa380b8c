/**
 * What differs between the three social login providers (boards spec sections 4, 7, 9): scopes,
 * whether PKCE is sent, whether OpenID Connect is used, how the client authenticates at the token
 * endpoint, and the shape of the user. Endpoints come from the configuration (see config.ts).
 * What is verified per provider, and why, is in docs/members.md ("Social login").
 *
 * - Kakao: OAuth 2.0 with PKCE (S256; Kakao's own SDKs send code_challenge to the same authorize
 *   endpoint); client secret (optional in Kakao) in the token request body; the user from
 *   /v2/user/me `{ id, kakao_account: { email, is_email_verified, profile: { nickname } } }`, read
 *   with the access token over TLS from Kakao's API host.
 * - Naver: OAuth 2.0 with `state` (Naver documents no PKCE, so none is sent); client secret in the
 *   body; the user from /v1/nid/me `{ resultcode, response: { id, email, name, nickname } }`.
 *   Naver answers token errors with 200 and an `error` field.
 * - Google: OpenID Connect with PKCE (S256) and a nonce; HTTP Basic client authentication; the user
 *   from the id_token, verified with `jose` against Google's published keys (signature, issuer,
 *   audience = our client id, expiry, nonce), claims `{ sub, email, email_verified, name }`.
 */
import type { OAuthProvider } from "@portal/contract";

/** A provider's user, reduced to what the portal uses. */
export interface SocialProfile {
  /** The provider's stable user id. */
  subject: string;
  /** The e-mail, only when the provider says it is verified. */
  email: string | null;
  name: string | null;
}

export interface ProviderProfile {
  scopes: string[];
  pkce: boolean;
  /** OpenID Connect: a nonce is sent and the user comes from the verified id_token. */
  oidc: boolean;
  /** "basic": HTTP Basic (RFC 6749 2.3.1, arctic's OAuth2Client); "body": client_id/client_secret form fields. */
  clientAuth: "basic" | "body";
  /** Reads the userinfo answer (or the id_token's claims); undefined when it holds no user id. */
  parse(json: unknown): SocialProfile | undefined;
}

type Json = Record<string, unknown>;
const obj = (value: unknown): Json => (typeof value === "object" && value !== null ? (value as Json) : {});
const str = (value: unknown): string | null =>
  typeof value === "string" && value.trim() ? value.trim() : typeof value === "number" ? String(value) : null;

export const PROVIDER_PROFILES: Record<OAuthProvider, ProviderProfile> = {
  kakao: {
    scopes: ["profile_nickname", "account_email"],
    pkce: true,
    oidc: false,
    clientAuth: "body",
    parse(json) {
      const root = obj(json);
      const account = obj(root.kakao_account);
      const subject = str(root.id);
      if (!subject) return undefined;
      const verified = account.is_email_verified === true && account.is_email_valid !== false;
      return {
        subject,
        email: verified ? str(account.email) : null,
        name: str(obj(account.profile).nickname) ?? str(obj(root.properties).nickname),
      };
    },
  },
  naver: {
    scopes: [],
    pkce: false,
    oidc: false,
    clientAuth: "body",
    parse(json) {
      const root = obj(json);
      if (root.resultcode !== undefined && root.resultcode !== "00") return undefined;
      const response = obj(root.response);
      const subject = str(response.id);
      if (!subject) return undefined;
      // Naver hands out the account's own address (verified by Naver).
      return { subject, email: str(response.email), name: str(response.name) ?? str(response.nickname) };
    },
  },
  google: {
    scopes: ["openid", "email", "profile"],
    pkce: true,
    oidc: true,
    clientAuth: "basic",
    parse(json) {
      const root = obj(json);
      const subject = str(root.sub);
      if (!subject) return undefined;
      return { subject, email: root.email_verified === true ? str(root.email) : null, name: str(root.name) };
    },
  },
};
