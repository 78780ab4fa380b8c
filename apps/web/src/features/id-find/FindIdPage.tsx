/**
 * /app/findid, 아이디 찾기 (issue 24 §4): name then e-mail, both required, checked together on
 * submit (the contract's idFindSchema) with each message next to its field; Enter submits; cancel
 * goes home. The server answers the same whether or not an account matches and mails the id (or,
 * for a social-login member, the provider) to the address; its message stays on the page with links
 * to the login and password find. A signed-in member is told to log out first.
 */
import { type IdFind, idFindSchema } from "@portal/contract";
import { FindForm } from "../../components/FindForm.tsx";
import { findId } from "./api.ts";

export function FindIdPage() {
  return (
    <FindForm
      words={{ title: "idFindTitle", intro: "idFindIntro", submit: "idFindSubmit" }}
      fields={["name", "email"]}
      schema={idFindSchema}
      send={(values) => findId(values as IdFind)}
      links={[
        { to: "/app/FUL/Login", label: "loginTitle" },
        { to: "/app/findsession", label: "idFindPasswordLink" },
      ]}
    />
  );
}
