/** Id find for the browser (issue 24 §4). */
import type { IdFind } from "@portal/contract";
import { api } from "../../lib/api.ts";

export const findId = (body: IdFind) => api<{ message: string }>("POST", "/api/auth/id-find", body);
