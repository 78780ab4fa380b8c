/** The route guard on screen (boards spec 6, issue 24 §2): who sees a guarded page, and where the others go. */
import { t } from "@portal/contract";
import { screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { member, renderAt } from "../test/render.tsx";
import { RouteGuard } from "./RouteGuard.tsx";

const notifyError = vi.hoisted(() => vi.fn());
vi.mock("../lib/notify.ts", () => ({ notifyError, notifySuccess: vi.fn() }));

const page = <RouteGuard>보호된 화면</RouteGuard>;
const location = () => screen.getByTestId("location");
const stateOf = () => JSON.parse(location().dataset.state ?? "null");

describe("RouteGuard", () => {
  beforeEach(() => notifyError.mockClear());

  it("sends a visitor from my page to the login page, which comes back to the address asked for", async () => {
    renderAt("/app/FUL/MyPage?tab=company", page, { route: "/app/FUL/MyPage" });
    await waitFor(() =>
      expect(location().textContent).toBe(
        `/app/FUL/Login?returnTo=${encodeURIComponent("/app/FUL/MyPage?tab=company")}`,
      ),
    );
    expect(screen.queryByText("보호된 화면")).toBeNull();
    expect(stateOf()).toEqual({ notice: "guardLoginRequired" });
    expect(notifyError).not.toHaveBeenCalled();
  });

  it("shows a member the pages that need a login", () => {
    renderAt("/app/FUL/Note", page, { user: member() });
    expect(screen.getByText("보호된 화면")).toBeTruthy();
    expect(location().textContent).toBe("/app/FUL/Note");
  });

  it("sends a member away from 통합게시판 with 'administrators only', and lets an administrator in", async () => {
    renderAt("/app/totalboard", page, { user: member(), route: "/app/totalboard" });
    await waitFor(() => expect(location().textContent).toBe("/"));
    expect(notifyError).toHaveBeenCalledWith(t("guardAdminOnly"));
    expect(screen.queryByText("보호된 화면")).toBeNull();

    renderAt("/app/totalboard", <RouteGuard>관리자 화면</RouteGuard>, { user: member({ role: "A" }) });
    expect(screen.getByText("관리자 화면")).toBeTruthy();
  });

  it("keeps a member who has not agreed to the terms on the consent screen, except the terms pages", async () => {
    const user = member({ termsAgreed: false });
    renderAt("/app/board/register?bbsId=B1", page, { user });
    await waitFor(() => expect(location().textContent).toBe("/app/FUL/Terms"));
    expect(stateOf()).toEqual({ userId: user.userId, returnTo: "/app/board/register?bbsId=B1" });

    renderAt("/app/FUL/PrivacyPolicy", <RouteGuard>개인정보처리방침</RouteGuard>, { user });
    expect(screen.getByText("개인정보처리방침")).toBeTruthy();
  });

  it("sends a member who has not agreed from the login page on to the consent, then to the login's returnTo", async () => {
    const user = member({ termsAgreed: false });
    renderAt(`/app/FUL/Login?returnTo=${encodeURIComponent("/app/board/notice?page=2")}`, page, { user });
    await waitFor(() => expect(location().textContent).toBe("/app/FUL/Terms"));
    expect(stateOf()).toEqual({ userId: user.userId, returnTo: "/app/board/notice?page=2" });
  });

  it("lets anyone see public pages, and waits for the session before deciding", () => {
    renderAt("/app/board/B1", page);
    expect(screen.getByText("보호된 화면")).toBeTruthy();
    const { unmount } = renderAt("/app/FUL/MyPage", <RouteGuard>세션 확인 중</RouteGuard>, { user: undefined });
    expect(screen.getByText("세션 확인 중")).toBeTruthy();
    unmount();
  });
});
