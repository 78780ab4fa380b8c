/**
 * The portal's password rule as the member types (contract/rules.ts, the same rule the server
 * applies): the part without the estimator at once, the whole rule once the estimator's chunk has
 * loaded (on the first password typed; never on the first page).
 * @returns the reason the password is refused (catalogue key), null when it may be used, or
 *   undefined while the estimate is pending (or nothing is typed)
 */
import { type PasswordProblem, passwordProblem, passwordRuleProblem } from "@portal/contract";
import { useEffect, useState } from "react";

export function usePasswordProblem(password: string, userId = ""): PasswordProblem | null | undefined {
  const asked = `${userId}\n${password}`;
  const [estimate, setEstimate] = useState<{ asked: string; problem: PasswordProblem | null }>();
  useEffect(() => {
    if (!password) return;
    let current = true;
    void passwordProblem(password, userId).then((problem) => {
      if (current) setEstimate({ asked: `${userId}\n${password}`, problem });
    });
    return () => {
      current = false;
    };
  }, [password, userId]);
  if (!password) return undefined;
  return passwordRuleProblem(password, userId) ?? (estimate?.asked === asked ? estimate.problem : undefined);
}
