/** Shared inputs of the administration API tests. */
import type { Client } from "./harness.ts";

/** A complete board form (boards spec section 2 "Board creation screen"), with overrides. */
export const boardBody = (over: Record<string, unknown> = {}) => ({
  name: "물류 장비 자료실",
  description: "회원사가 물류 장비 자료를 나누는 게시판입니다.",
  type: 1,
  template: 1,
  writeRole: "U",
  attachmentsAllowed: true,
  maxAttachments: 3,
  inUse: true,
  ...over,
});

/** A post body for a board's write endpoint. */
export const postBody = (over: Record<string, unknown> = {}) => ({
  title: "지게차 정기 점검 안내",
  bodyHtml: "<p>이번 달 지게차 정기 점검은 셋째 주에 진행합니다.</p>",
  secret: false,
  notice: false,
  bold: false,
  ...over,
});

/** Creates a board as `admin`; returns its id. */
export async function createBoard(admin: Client, over: Record<string, unknown> = {}): Promise<string> {
  const res = await admin.post("/api/admin/boards", boardBody(over));
  if (res.status !== 201) throw new Error(JSON.stringify(res.body));
  return res.body.boardId as string;
}

/** Saves the board form with `over` applied to the board's current values. */
export async function updateBoard(admin: Client, boardId: string, over: Record<string, unknown>) {
  const current = await admin.get(`/api/admin/boards/${boardId}`);
  const { boardId: _id, createdAt, updatedAt, canRead, canWrite, canComment, ...form } = current.body;
  const res = await admin.put(`/api/admin/boards/${boardId}`, { ...form, ...over });
  if (res.status !== 200) throw new Error(JSON.stringify(res.body));
  return res.body;
}

/** Writes a post; returns its id. */
export async function writePost(client: Client, boardId: string, over: Record<string, unknown> = {}) {
  const res = await client.post(`/api/boards/${boardId}/posts`, postBody(over));
  if (res.status !== 201) throw new Error(JSON.stringify(res.body));
  return res.body.postId as number;
}

/** Complete operator details (issue 24 §3) for PUT /api/admin/operator. */
export const operatorDetails = {
  organization: "스마트물류 컨소시엄 운영사무국",
  representative: "김도현",
  address: "경기도 안산시 단원구 산단로 123",
  phone: "031-123-4567",
  businessNo: "123-45-67891",
  privacyOfficer: "이서연",
  privacyOfficerPhone: "031-123-4568",
  privacyOfficerEmail: "privacy@example.com",
};
