/**
 * The page frames (boards spec 1, members spec 2): the shell with header, right panel and footer on
 * ordinary pages, none of them on the full pages under /app/FUL; the full-page frame; the form card;
 * the header's member area for a visitor and a member.
 */

import { BANNER_HIDDEN_KEY, t } from "@portal/contract";
import { fireEvent, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { member, renderAt } from "../../test/render.tsx";
import { FormCard } from "./FormCard.tsx";
import { FullPageFrame } from "./FullPageFrame.tsx";
import { hasBannerOverlay, Shell } from "./Shell.tsx";
import { UserArea } from "./UserArea.tsx";

describe("layouts", () => {
  // The banner overlay stays hidden today (its code would ask the server for its pictures).
  beforeEach(() => localStorage.setItem(BANNER_HIDDEN_KEY, "9999-12-31"));

  it("frames an ordinary page with the skip link, the header, the right panel and the footer", () => {
    renderAt("/app/board/B1", <Shell>게시판 목록</Shell>);
    const main = screen.getByRole("main");
    expect(main.id).toBe("main");
    expect(within(main).getByText("게시판 목록")).toBeTruthy();
    expect(screen.getByRole("link", { name: t("skipToContent") }).getAttribute("href")).toBe("#main");
    expect(screen.getByRole("banner")).toBeTruthy();
    expect(screen.getByRole("complementary", { name: t("rightPanelLabel") })).toBeTruthy();
    expect(screen.getByRole("contentinfo")).toBeTruthy();
  });

  it("gives the full pages under /app/FUL and the popups the page alone", () => {
    renderAt("/app/FUL/Login", <Shell>로그인 화면</Shell>);
    expect(within(screen.getByRole("main")).getByText("로그인 화면")).toBeTruthy();
    expect(screen.queryByRole("banner")).toBeNull();
    expect(screen.queryByRole("contentinfo")).toBeNull();
    expect(screen.queryByRole("complementary")).toBeNull();
    expect(hasBannerOverlay("/app/FUL/Login")).toBe(false);
    expect(hasBannerOverlay("/app/POPUP/1")).toBe(false);
    expect(hasBannerOverlay("/app/board/B1")).toBe(true);
  });

  it("gives a full page the portal's name and a way home", () => {
    renderAt("/app/FUL/MyPage", <FullPageFrame>내 정보</FullPageFrame>);
    expect(screen.getByText("내 정보")).toBeTruthy();
    const home = screen.getByRole("link", { name: t("myPageBackHome") });
    expect(home.getAttribute("href")).toBe("/");
    expect(screen.getByRole("link", { name: t("appName") }).getAttribute("href")).toBe("/");
  });

  it("puts a form under its title and sends its submission to onSubmit", () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderAt(
      "/app/FUL/PasswordChange",
      <FormCard title="비밀번호 변경" intro="새 비밀번호를 입력하세요." onSubmit={onSubmit}>
        <button type="submit">저장</button>
      </FormCard>,
    );
    expect(screen.getByRole("heading", { level: 1, name: "비밀번호 변경" })).toBeTruthy();
    expect(screen.getByText("새 비밀번호를 입력하세요.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "저장" }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it("offers a visitor login (back to this page) and sign-up, and greets a member with my page and logout", () => {
    renderAt("/app/board/B1?page=2", <UserArea />);
    expect(screen.getByRole("link", { name: t("loginTitle") }).getAttribute("href")).toBe(
      `/app/FUL/Login?returnTo=${encodeURIComponent("/app/board/B1?page=2")}`,
    );
    expect(screen.getByRole("link", { name: t("loginSignUp") }).getAttribute("href")).toBe("/app/FUL/Terms");
    expect(screen.queryByText(t("loginWelcome", { name: "김물류" }))).toBeNull();

    renderAt("/", <UserArea />, { user: member() });
    expect(screen.getByText(t("loginWelcome", { name: "김물류" }))).toBeTruthy();
    expect(screen.getByRole("link", { name: t("myPageTitle") }).getAttribute("href")).toBe("/app/FUL/MyPage");
    expect(screen.getByRole("button", { name: t("logout") })).toBeTruthy();
  });
});
