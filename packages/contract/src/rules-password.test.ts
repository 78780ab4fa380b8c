/**
 * The password rule's boundaries (rules.ts `passwordProblem`, docs/members.md "The password rule"): the
 * PIPC lengths per kinds, the spec's 8–16 and special character, the id either way round, runs either way
 * (alphabet, digits, keyboard rows), repeats, and the estimator's common passwords.
 */
import { describe, expect, it } from "vitest";
import { type PasswordProblem, passwordProblem, passwordRuleProblem } from "./rules.ts";

const ID = "hanbit01";

describe("the password rule", () => {
  it.each<[string, PasswordProblem | null]>([
    // PIPC: two kinds need 10 characters, three kinds 8; the members spec: 8–16 with a special character.
    ["kzmpwq!vx", "passwordTwoKindsShort"],
    ["kzmpwq!vxr", null],
    ["Kzm!7wqv", null],
    ["Kzm!7wq", "passwordLength"],
    ["Kzm!7wqvKzm!7wqvX", "passwordLength"],
    ["Kzmp7wqvx", "passwordNeedsSpecial"],
    ["!@#$%^&*", "passwordSequence"],
    ["!?@!#?%!", "passwordKinds"],
    ["Kp!@#$7wzq", "passwordSequence"],
    // The id, in any letter case, either way round.
    ["Hanbit01#x", "passwordHasId"],
    ["x#10tibnah", "passwordHasId"],
    // Runs of four either way: alphabet, digits, keyboard rows; three is allowed.
    ["Zx!wvut9pq", "passwordSequence"],
    ["Kp!7890wqz", "passwordSequence"],
    ["Kp!asdf7wz", "passwordSequence"],
    ["Kp!;lkj7wz", "passwordSequence"],
    ["Kp!abc7wzq", null],
    // Repeats: a character four times, or a part said twice.
    ["Kp!7zzzzwq", "passwordRepeat"],
    ["Kp!7wqwqzx", "passwordRepeat"],
    ["Kp!7zzzwqx", null],
  ])("%s → %s", async (password, reason) => {
    expect(await passwordProblem(password, ID)).toBe(reason);
  });

  it("refuses common passwords, also in l33t or with a character added, only once the estimator is asked", async () => {
    for (const password of ["P@ssw0rd", "password1!", "1q2w3e4r!", "Iloveyou!1"]) {
      expect(passwordRuleProblem(password, ID), password).toBeNull();
      expect(await passwordProblem(password, ID), password).toBe("passwordCommon");
    }
  });
});
