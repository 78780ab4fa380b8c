/**
 * Social login in the browser: the configured providers (GET /api/auth/providers), the address
 * that starts a login or a link, and the Korean message for a `socialError` the server sent back
 * (boards spec section 8: a provider failure is alerted for Kakao, only logged for Google; Naver is
 * not described and is alerted like Kakao; the portal's own refusals are always shown).
 */
import { type MessageKey, type OAuthProvider, PROVIDER_LABELS, t } from "@portal/contract";
import { queryOptions } from "@tanstack/react-query";
import { api } from "./api.ts";

/** Social login's query keys. */
export const socialKeys = { providers: ["auth", "providers"] as const };

export const providersQuery = queryOptions({
  queryKey: socialKeys.providers,
  queryFn: () => api<{ items: { provider: OAuthProvider }[] }>("GET", "/api/auth/providers"),
  staleTime: 5 * 60_000,
});

/** The address that starts a social login (or, when signed in, links the account). */
export const socialStartUrl = (provider: OAuthProvider, returnTo: string) =>
  `/api/auth/oauth/${provider}/start?returnTo=${encodeURIComponent(returnTo)}`;

export const providerName = (provider: string | null) =>
  provider && provider in PROVIDER_LABELS ? t(PROVIDER_LABELS[provider as OAuthProvider]) : (provider ?? "");

const REASONS: Record<string, MessageKey> = {
  state: "socialStateInvalid",
  emailInUse: "socialEmailInUse",
  linkedElsewhere: "socialLinkedElsewhere",
  inactive: "socialInactive",
  secondFactor: "socialSecondFactor",
};

/**
 * The message to alert for a social login refusal, or null when it is only logged (a Google
 * provider failure).
 */
export function socialErrorMessage(reason: string, provider: string | null, detail: string | null): string | null {
  const name = providerName(provider);
  if (reason === "provider") {
    if (provider === "google") {
      console.warn(`google login failed: ${detail ?? "unknown error"}`);
      return null;
    }
    if (detail === "access_denied") return t("socialProviderCancelled", { provider: name });
    return t("socialProviderFailed", { provider: name, error: detail ?? "server_error" });
  }
  return t(REASONS[reason] ?? "errorUnknown", { provider: name });
}
