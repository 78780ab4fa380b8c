/**
 * The session in the browser: who is logged in and the CSRF token, from GET /api/auth/session.
 * Nothing about the session is kept in localStorage; the cookie is HttpOnly.
 */
import type { LoginBody, SessionInfo } from "@portal/contract";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, setCsrfToken } from "./api.ts";
import { unsubscribeDevice } from "./webPush.ts";

export const sessionQuery = queryOptions({
  queryKey: ["session"],
  queryFn: async () => {
    const session = await api<SessionInfo>("GET", "/api/auth/session");
    setCsrfToken(session.csrfToken);
    return session;
  },
  staleTime: 60_000,
});

/** The signed-in member (null for a visitor) and whether the session has been read. */
export function useSession() {
  const { data, isPending } = useQuery(sessionQuery);
  return { user: data?.user ?? null, ready: !isPending };
}

/** A visitor's session, what `useSessionUser` reads until the session has been read. */
const VISITOR: SessionInfo = { user: null, csrfToken: "", idleSeconds: null };
const selectUser = (session: SessionInfo) => session.user;

/**
 * The signed-in member, or null for a visitor and until the session has been read. Unlike
 * `useSession`, the component renders again only when the member changes: when a visitor's session
 * arrives after the page has hydrated, the header, menus and side panel are not drawn again.
 */
export function useSessionUser(): SessionInfo["user"] {
  const { data } = useQuery({ ...sessionQuery, select: selectUser, placeholderData: VISITOR });
  return data ?? null;
}

/** Puts a session answer (login, consent) into the cache, with its CSRF token. */
export function useSetSession() {
  const client = useQueryClient();
  return (session: SessionInfo) => {
    setCsrfToken(session.csrfToken);
    client.setQueryData(sessionQuery.queryKey, session);
  };
}

/** Logs in with id and password; the session cache and every other query are refreshed. */
export function useLogin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginBody) => api<SessionInfo>("POST", "/api/auth/login", body),
    onSuccess: (session) => {
      setCsrfToken(session.csrfToken);
      client.setQueryData(sessionQuery.queryKey, session);
      void client.invalidateQueries({ predicate: (q) => q.queryKey[0] !== "session" });
    },
  });
}

/** Logs out (this browser's push turned off first); the session becomes a visitor's. */
export function useLogout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      // The device's push goes with the member (a shared computer): best effort, the logout goes on.
      await unsubscribeDevice().catch(() => undefined);
      return api<{ csrfToken: string }>("POST", "/api/auth/logout");
    },
    onSuccess: ({ csrfToken }) => {
      setCsrfToken(csrfToken);
      client.setQueryData(sessionQuery.queryKey, { user: null, csrfToken, idleSeconds: null });
      void client.invalidateQueries({ predicate: (q) => q.queryKey[0] !== "session" });
    },
  });
}
