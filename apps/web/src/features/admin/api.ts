/**
 * Administration endpoints for the browser (issue 4): query options whose keys the mutations
 * invalidate, and the mutation calls. Everything here is /api/admin/… and answers 403 to
 * anyone but an administrator.
 */
import type {
  AccessReview,
  AccessReviewSignOff,
  AdminBoardList,
  AllianceApplication,
  AuditList,
  BackupList,
  Board,
  BoardWrite,
  Category,
  CompanyRequest,
  MemberList,
  MemberRow,
  PrivacyAccessList,
  Role,
} from "@portal/contract";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api, query } from "../../lib/api.ts";
import { adminKeys } from "./keys.ts";

type Params = Record<string, string | number | undefined>;
type Page<T> = { items: T[]; total: number; page: number; pageSize: number };

export const adminBoardsQuery = (params: Params) =>
  queryOptions({
    queryKey: adminKeys.boardList(params),
    queryFn: () => api<AdminBoardList>("GET", `/api/admin/boards${query(params)}`),
    placeholderData: keepPreviousData,
  });

export const adminBoardQuery = (boardId: string) =>
  queryOptions({
    queryKey: adminKeys.board(boardId),
    queryFn: () => api<Board>("GET", `/api/admin/boards/${boardId}`),
    retry: false,
  });

export const adminCategoriesQuery = (boardId: string) =>
  queryOptions({
    queryKey: adminKeys.categories(boardId),
    queryFn: () => api<{ items: Category[] }>("GET", `/api/admin/boards/${boardId}/categories`),
  });

export const createBoard = (body: BoardWrite) => api<Board>("POST", "/api/admin/boards", body);
export const updateBoard = (boardId: string, body: BoardWrite) =>
  api<Board>("PUT", `/api/admin/boards/${boardId}`, body);
export const deleteBoard = (boardId: string) => api<Board>("DELETE", `/api/admin/boards/${boardId}`);
export const restoreBoard = (boardId: string) => api<Board>("POST", `/api/admin/boards/${boardId}/restore`, {});
export const addCategory = (boardId: string, name: string) =>
  api<Category>("POST", `/api/admin/boards/${boardId}/categories`, { name });
export const deleteCategory = (boardId: string, categoryId: number) =>
  api<{ ok: true }>("DELETE", `/api/admin/boards/${boardId}/categories/${categoryId}`);

export const membersQuery = (params: Params) =>
  queryOptions({
    queryKey: adminKeys.memberList(params),
    queryFn: () => api<MemberList>("GET", `/api/admin/members${query(params)}`),
    placeholderData: keepPreviousData,
  });

export const loginHistoryQuery = (userId: string, page: number) =>
  queryOptions({
    queryKey: adminKeys.logins(userId, page),
    queryFn: () => api<AuditList>("GET", `/api/admin/members/${encodeURIComponent(userId)}/logins${query({ page })}`),
    placeholderData: keepPreviousData,
  });

const member = (userId: string) => `/api/admin/members/${encodeURIComponent(userId)}`;
export const changeRole = (userId: string, role: Role) => api<MemberRow>("PUT", `${member(userId)}/role`, { role });
export const lockMember = (userId: string, locked: boolean) =>
  api<MemberRow>("POST", `${member(userId)}/${locked ? "lock" : "unlock"}`, {});
export const sendResetLink = (userId: string) =>
  api<{ email: string; expiresAt: string }>("POST", `${member(userId)}/password-reset`, {});

export type Queue = "company-requests" | "alliance-applications";

export const queueQuery = <Q extends Queue>(queue: Q, params: Params) =>
  queryOptions({
    queryKey: adminKeys.queuePage(queue, params),
    queryFn: () =>
      api<Page<Q extends "company-requests" ? CompanyRequest : AllianceApplication>>(
        "GET",
        `/api/admin/${queue}${query(params)}`,
      ),
    placeholderData: keepPreviousData,
  });

export const decideRequest = (queue: Queue, id: number, decision: "approve" | "refuse", reason?: string) =>
  api<{ ok: true }>("POST", `/api/admin/${queue}/${id}/${decision}`, reason ? { reason } : {});

export const auditQuery = (params: Params) =>
  queryOptions({
    queryKey: adminKeys.audit(params),
    queryFn: () => api<AuditList>("GET", `/api/admin/audit${query(params)}`),
    placeholderData: keepPreviousData,
  });

/** Administrators' reads and exports of personal data (GET /api/admin/privacy-access). */
export const privacyAccessQuery = (params: Params) =>
  queryOptions({
    queryKey: adminKeys.privacyAccess(params),
    queryFn: () => api<PrivacyAccessList>("GET", `/api/admin/privacy-access${query(params)}`),
    placeholderData: keepPreviousData,
  });

/** A month's access review (GET /api/admin/access-reviews/{month}; issue 43 §3). */
export const accessReviewQuery = (month: string) =>
  queryOptions({
    queryKey: adminKeys.accessReview(month),
    queryFn: () => api<AccessReview>("GET", `/api/admin/access-reviews/${month}`),
  });
/** Signs `month` off with `note` (once per month: 409 in Korean after). */
export const signOffMonth = (month: string, note: string) =>
  api<AccessReviewSignOff>("POST", `/api/admin/access-reviews/${month}/sign-off`, { note });
/** The backups (GET /api/admin/backups; issue 43 §1). */
export const backupsQuery = queryOptions({
  queryKey: adminKeys.backups,
  queryFn: () => api<BackupList>("GET", "/api/admin/backups"),
});

/** 지금 백업 (POST /api/admin/backups): queues a backup; resolves with its id. */
export const requestBackup = () => api<{ id: number }>("POST", "/api/admin/backups", {});
