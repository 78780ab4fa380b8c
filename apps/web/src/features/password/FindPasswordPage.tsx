/**
 * /app/findsession, password find (boards spec sections 2, 4, 5, 8; members spec section 2): id
 * then e-mail, each required with the spec's message (the contract's passwordFindSchema), the first
 * problem alerted, id first; Enter submits; cancel goes home. The server answers the same whether or
 * not the pair exists and mails a single-use link; its message is shown and the visitor goes home.
 * A signed-in member is told to log out first.
 */
import { type PasswordFind, passwordFindSchema } from "@portal/contract";
import { useNavigate } from "react-router";
import { FindForm } from "../../components/FindForm.tsx";
import { notifySuccess } from "../../lib/notify.ts";
import { findPassword } from "./api.ts";

export function FindPasswordPage() {
  const navigate = useNavigate();
  return (
    <FindForm
      words={{ title: "findTitle", intro: "findIntro", submit: "findSubmit" }}
      fields={["userId", "email"]}
      schema={passwordFindSchema}
      send={(values) => findPassword(values as PasswordFind)}
      onSent={(message) => {
        notifySuccess(message);
        navigate("/", { replace: true });
      }}
      alertProblems
    />
  );
}
