/**
 * Social login with Kakao, Naver and Google (boards spec sections 4, 7, 8, 9; members spec 2, 6).
 *
 * Start: a random `state`, PKCE code verifier and OIDC nonce go into a short-lived HttpOnly cookie
 * (SameSite=Lax, so it comes back with the provider's top-level redirect) and the browser goes to
 * the provider. Callback: the cookie must be there and its state must equal the returned one (no
 * login CSRF); the code is exchanged (with the verifier), the user read — from the verified
 * id_token for OpenID Connect (client.ts `verifyIdToken`), else from the userinfo call — and then:
 *
 * - a linked social account logs its member in;
 * - a signed-in member who started the flow ("link" from my page) gets the account linked;
 * - otherwise a new member is created (role U, no portal password, SOCIAL_CODE = provider, e-mail
 *   only when the provider says it is verified) whose consent is still to be given: the session
 *   is a pending one and the web app shows the consent screen.
 *
 * An e-mail that already belongs to a member is never taken over automatically (that would hand
 * the account to whoever controls the provider account): the visitor is told to log in and link.
 * Every outcome ends in a redirect to the web app: `/app/FUL/Login?social=done` (the login page
 * routes on like after a password login), `/app/FUL/MyPage?linked=…`, or `…?socialError=…` on the login
 * page (on my page when a member was linking).
 */
import { randomInt } from "node:crypto";
import { type OAuthProvider, type SocialError, safeReturn, t } from "@portal/contract";
import { generateCodeVerifier, generateState, OAuth2RequestError } from "arctic";
import type { FastifyBaseLogger } from "fastify";
import { recordAudit } from "../../audit/audit.ts";
import type { OAuthProviderConfig } from "../../config.ts";
import type { AppContext } from "../../context.ts";
import { isUniqueViolation, writeTransaction } from "../../db/dialect.ts";
import type { Session, User } from "../../db/schema.ts";
import { AppError } from "../../http/errors.ts";
import type { Member } from "../../http/route-guard.ts";
import { findUser, findUserByEmail, insertUser } from "../../users/queries.ts";
import { auditLogin, type ClientInfo, openMemberSession } from "../service.ts";
import { authorizationUrl, exchangeCode, fetchProfile, verifyIdToken } from "./client.ts";
import { PROVIDER_PROFILES, type SocialProfile } from "./providers.ts";

/** Cookie holding the flow between start and callback. */
export const FLOW_COOKIE = "oauth_flow";
/** How long a started flow may take. */
export const FLOW_MINUTES = 10;

/** What the flow cookie carries. */
export interface Flow {
  provider: OAuthProvider;
  state: string;
  codeVerifier: string;
  /** OpenID Connect nonce, expected back in the id_token. */
  nonce: string;
  /** A same-site path to go to after the login. */
  returnTo: string;
  /** Set when a signed-in member links an account: their id. */
  linkUserId: string | null;
}

/** The flow as the cookie value (base64url JSON; it holds nothing the browser may not see). */
export function encodeFlow(flow: Flow): string {
  return Buffer.from(JSON.stringify(flow)).toString("base64url");
}

/** The flow of a cookie value, or undefined when missing or malformed. */
export function decodeFlow(value: string | undefined): Flow | undefined {
  if (!value) return undefined;
  try {
    const flow = JSON.parse(Buffer.from(value, "base64url").toString("utf8")) as Flow;
    const complete = [flow.state, flow.codeVerifier, flow.nonce].every((value) => typeof value === "string");
    return complete ? flow : undefined;
  } catch {
    return undefined;
  }
}

/** The configured provider, or 404 PROVIDER_NOT_FOUND (also for a name that is no provider). */
export function providerConfig(
  ctx: AppContext,
  name: string,
): { provider: OAuthProvider; config: OAuthProviderConfig } {
  const config = (ctx.config.oauth as Record<string, OAuthProviderConfig | undefined>)[name];
  if (!config) throw new AppError("PROVIDER_NOT_FOUND");
  return { provider: name as OAuthProvider, config };
}

/** Our callback address registered at the provider: {PUBLIC_URL}/api/auth/oauth/{provider}/callback. */
export const redirectUri = (ctx: AppContext, provider: OAuthProvider) =>
  new URL(`/api/auth/oauth/${provider}/callback`, ctx.config.publicUrl).toString();

/** GET …/start: the provider URL to send the browser to, and the flow to keep in the cookie. */
export function startFlow(
  ctx: AppContext,
  providerName: string,
  returnTo: string | undefined,
  user: User | null,
): { url: string; flow: Flow } {
  const { provider, config } = providerConfig(ctx, providerName);
  const flow: Flow = {
    provider,
    state: generateState(),
    codeVerifier: generateCodeVerifier(),
    nonce: generateState(),
    returnTo: safeReturn(returnTo),
    linkUserId: user?.userId ?? null,
  };
  const url = authorizationUrl(provider, config, redirectUri(ctx, provider), flow);
  return { url: url.toString(), flow };
}

/** Where the browser goes after the callback, and the session to set if a member logged in. */
export interface CallbackOutcome {
  location: string;
  opened?: { cookieToken: string; session: Session };
}

const loginPage = (params: Record<string, string>) => `/app/FUL/Login?${new URLSearchParams(params).toString()}`;
const myPage = (params: Record<string, string>) => `/app/FUL/MyPage?${new URLSearchParams(params).toString()}`;

/** A refusal that ends the flow with `socialError` on the login page. */
class SocialRefusal extends Error {
  readonly reason: SocialError;
  readonly detail: string | undefined;
  constructor(reason: SocialError, detail?: string) {
    super(reason);
    this.reason = reason;
    this.detail = detail;
  }
}

/** A new id following the id rule: the provider's name and digits (kakao12345678). */
async function newSocialUserId(ctx: AppContext, provider: OAuthProvider): Promise<string> {
  for (;;) {
    const userId = `${provider}${randomInt(10_000_000, 99_999_999)}`;
    if (!(await findUser(ctx.db, userId))) return userId;
  }
}

/** Creates a member for a first social login (consent still to be given). */
async function createSocialMember(ctx: AppContext, provider: OAuthProvider, profile: SocialProfile): Promise<User> {
  if (profile.email && (await findUserByEmail(ctx.db, profile.email))) throw new SocialRefusal("emailInUse");
  const userId = await newSocialUserId(ctx, provider);
  const now = new Date().toISOString();
  try {
    await writeTransaction(ctx.db, ctx.dialect, async (trx) => {
      await insertUser(trx, {
        userId,
        passwordHash: null,
        nameKo: profile.name?.slice(0, 20) || t("socialDefaultName"),
        email: profile.email,
        role: "U",
        socialProvider: provider,
        termsAgreedAt: null,
        createdAt: now,
        updatedAt: now,
      });
      await trx
        .insertInto("socialAccounts")
        .values({ provider, subject: profile.subject, userId, email: profile.email, createdAt: now, lastLoginAt: null })
        .execute();
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      // Another request linked the same account, or took the e-mail, a moment ago.
      const linked = await linkedMember(ctx, provider, profile.subject);
      if (linked) return linked;
      throw new SocialRefusal("emailInUse");
    }
    throw error;
  }
  const user = await findUser(ctx.db, userId);
  if (!user) throw new Error("social member vanished");
  return user;
}

async function linkedMember(ctx: AppContext, provider: OAuthProvider, subject: string): Promise<User | undefined> {
  const link = await ctx.db
    .selectFrom("socialAccounts")
    .select("userId")
    .where("provider", "=", provider)
    .where("subject", "=", subject)
    .executeTakeFirst();
  return link ? findUser(ctx.db, link.userId) : undefined;
}

/** Links the provider account to the signed-in member. */
async function linkToMember(
  ctx: AppContext,
  provider: OAuthProvider,
  profile: SocialProfile,
  user: Member,
  client: ClientInfo,
): Promise<void> {
  const existing = await linkedMember(ctx, provider, profile.subject);
  if (existing && existing.userId !== user.userId) throw new SocialRefusal("linkedElsewhere");
  if (existing) return;
  try {
    await writeTransaction(ctx.db, ctx.dialect, async (trx) => {
      await trx
        .insertInto("socialAccounts")
        .values({
          provider,
          subject: profile.subject,
          userId: user.userId,
          email: profile.email,
          createdAt: new Date().toISOString(),
          lastLoginAt: null,
        })
        .execute();
      await recordAudit(
        trx,
        { actorId: user.userId, ip: client.ip, userAgent: client.userAgent?.slice(0, 300) ?? null },
        { action: "member.socialLink", targetType: "user", targetId: user.userId, detail: { provider } },
      );
    });
  } catch (error) {
    // The member already has another account of this provider, or someone linked this one first.
    if (isUniqueViolation(error)) throw new SocialRefusal("linkedElsewhere");
    throw error;
  }
}

/**
 * GET …/callback: checks the flow, talks to the provider, and logs in, links or creates the member.
 * Never throws for the provider's or the visitor's doing: every refusal is a redirect.
 */
export async function finishFlow(
  ctx: AppContext,
  providerName: string,
  query: { code?: string; state?: string; error?: string; error_description?: string },
  flow: Flow | undefined,
  request: { session: Session | null; user: User | null; client: ClientInfo; log: FastifyBaseLogger },
): Promise<CallbackOutcome> {
  const { provider, config } = providerConfig(ctx, providerName);
  try {
    if (query.error) throw new SocialRefusal("provider", query.error);
    if (!flow || flow.provider !== provider || !query.state || flow.state !== query.state || !query.code) {
      throw new SocialRefusal("state");
    }
    let profile: SocialProfile;
    try {
      const tokens = await exchangeCode(provider, config, redirectUri(ctx, provider), query.code, flow.codeVerifier);
      profile = PROVIDER_PROFILES[provider].oidc
        ? await verifyIdToken(provider, config, tokens.idToken(), flow.nonce)
        : await fetchProfile(provider, config, tokens.accessToken());
    } catch (error) {
      request.log.warn({ err: error, provider }, "social login: provider call failed");
      throw new SocialRefusal("provider", error instanceof OAuth2RequestError ? error.code : "server_error");
    }

    if (flow.linkUserId) {
      if (request.user?.userId !== flow.linkUserId) throw new SocialRefusal("state");
      await linkToMember(ctx, provider, profile, request.user, request.client);
      return { location: myPage({ linked: provider }) };
    }

    const user =
      (await linkedMember(ctx, provider, profile.subject)) ?? (await createSocialMember(ctx, provider, profile));
    if (!user.active || user.lockedAt) throw new SocialRefusal("inactive");
    // A social login would skip the code (issue 43 §2): such a member logs in with password and code.
    if (user.totpEnabledAt) throw new SocialRefusal("secondFactor");
    const opened = await openMemberSession(ctx, user, request.client, request.session, false);
    await ctx.db
      .updateTable("socialAccounts")
      .set({ lastLoginAt: new Date().toISOString() })
      .where("provider", "=", provider)
      .where("subject", "=", profile.subject)
      .execute();
    await auditLogin(ctx, user.userId, request.client, undefined, { social: provider });
    return { location: loginPage({ social: "done", returnTo: flow.returnTo }), opened };
  } catch (error) {
    if (!(error instanceof SocialRefusal)) throw error;
    request.log.info({ provider, reason: error.reason, detail: error.detail }, "social login refused");
    const params = {
      socialError: error.reason,
      provider,
      ...(error.detail ? { detail: error.detail.slice(0, 100) } : {}),
    };
    // A member linking from my page goes back there; everyone else to the login page.
    return { location: flow?.linkUserId && request.user ? myPage(params) : loginPage(params) };
  }
}
