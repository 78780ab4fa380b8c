/**
 * /app/findsession, password find (boards spec sections 2, 4, 5, 8; members spec section 2): id
 * then e-mail, each required with the spec's message (the contract's passwordFindSchema), the first
 * problem alerted, id first; Enter submits; cancel goes home. The server answers the same whether or
 * not the pair exists and mails a single-use link; its message stays on the page, as 아이디 찾기's does
 * (issue 38 §4: a toast on the home page vanished before it was read), with links to the login, 아이디
 * 찾기 and home. A signed-in member is told to log out first.
 */
import { type PasswordFind, passwordFindSchema } from "@portal/contract";
import { FindForm } from "../../components/FindForm.tsx";
import { findPassword } from "./api.ts";

export function FindPasswordPage() {
  return (
    <FindForm
      words={{ title: "findTitle", intro: "findIntro", submit: "findSubmit" }}
      fields={["userId", "email"]}
      schema={passwordFindSchema}
      send={(values) => findPassword(values as PasswordFind)}
      alertProblems
      links={[
        { to: "/app/FUL/Login", label: "loginTitle" },
        { to: "/app/findid", label: "idFindTitle" },
        { to: "/", label: "home" },
      ]}
    />
  );
}
