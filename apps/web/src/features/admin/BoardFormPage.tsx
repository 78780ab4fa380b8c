/**
 * Board creation and edit screens (boards spec section 2 "Board creation screen"):
 * /app/boardregister creates (buttons Save and Back to list); /app/boardupdate/{BBS_ID}, or
 * /app/boardregister?isForEdit=true&bbsId=…, edits the same form prefilled (buttons previous page,
 * list, go to board and save) and shows the category manager. A saved board can be deleted
 * (USE_AT N) and restored. Administrators only.
 */
import { Alert, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { type Board, type BoardWrite, t } from "@portal/contract";
import { IconArrowBackUp, IconRestore, IconTrash } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Link, useLocation, useNavigate, useParams, useSearchParams } from "react-router";
import { AdminNav } from "../../components/layout/AdminNav.tsx";
import { ApiError } from "../../lib/api.ts";
import { confirmAction } from "../../lib/confirm.tsx";
import { boardKeys } from "../../lib/contentKeys.ts";
import { notifyError, notifySuccess } from "../../lib/notify.ts";
import { usePageTitle } from "../../lib/title.ts";
import { adminBoardQuery, createBoard, deleteBoard, restoreBoard, updateBoard } from "./api.ts";
import { BoardFormFields } from "./BoardFormFields.tsx";
import { BoardSettingsFields } from "./BoardSettingsFields.tsx";
import { type BoardFormValues, bodyOf, EMPTY_BOARD, formField, validateBoard, valuesOf } from "./boardForm.ts";
import { CategoryManager } from "./CategoryManager.tsx";
import { adminKeys } from "./keys.ts";

/** The board being edited: the route's id, or ?isForEdit=true with bbsId in the query or state. */
function useEditedBoardId(): string | null {
  const { bbsId } = useParams();
  const [search] = useSearchParams();
  const state = useLocation().state as { bbsId?: string } | null;
  if (bbsId) return bbsId;
  if (search.get("isForEdit") === "true") return search.get("bbsId") ?? state?.bbsId ?? null;
  return null;
}

export function BoardFormPage() {
  const boardId = useEditedBoardId();
  const editing = boardId !== null;
  const navigate = useNavigate();
  const client = useQueryClient();
  const existing = useQuery({ ...adminBoardQuery(boardId ?? ""), enabled: editing });
  const [saving, setSaving] = useState(false);
  const form = useForm<BoardFormValues>({ initialValues: EMPTY_BOARD, validate: validateBoard });

  const loaded = existing.data;
  usePageTitle(
    !editing ? t("titleBoardCreate") : loaded ? t("titleBoardEditOf", { name: loaded.name }) : t("titleBoardEdit"),
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: fill the form once per loaded board, not on every render of `form`
  useEffect(() => {
    if (!loaded) return;
    form.setValues(valuesOf(loaded));
    form.resetDirty(valuesOf(loaded));
  }, [loaded?.boardId, loaded?.updatedAt]);
  useEffect(() => {
    if (existing.error) {
      notifyError(existing.error.message);
      navigate("/app/totalboard", { replace: true });
    }
  }, [existing.error, navigate]);

  const refresh = async (board: Board) => {
    client.setQueryData(adminBoardQuery(board.boardId).queryKey, board);
    await client.invalidateQueries({ queryKey: adminKeys.boards });
    await client.invalidateQueries({ queryKey: boardKeys.all });
  };

  const save = form.onSubmit(async (values) => {
    setSaving(true);
    try {
      const body = bodyOf(values) as BoardWrite;
      const board = boardId ? await updateBoard(boardId, body) : await createBoard(body);
      await refresh(board);
      notifySuccess(t("boardSaved"));
      if (!boardId) navigate(`/app/boardupdate/${board.boardId}`, { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.field) form.setFieldError(formField(error.field), error.message);
      else notifyError(error instanceof Error ? error.message : t("errorUnknown"));
    } finally {
      setSaving(false);
    }
  });

  const setInUse = (inUse: boolean) => {
    if (!loaded) return;
    const run = async () => {
      try {
        const board = inUse ? await restoreBoard(loaded.boardId) : await deleteBoard(loaded.boardId);
        await refresh(board);
        notifySuccess(inUse ? t("boardRestored") : t("boardDeleted"));
      } catch (error) {
        notifyError(error instanceof Error ? error.message : t("errorUnknown"));
      }
    };
    if (inUse) return void run();
    confirmAction({
      title: t("boardDelete"),
      message: t("boardDeleteConfirm", { name: loaded.name }),
      danger: true,
      onConfirm: () => void run(),
    });
  };

  if (editing && !loaded) return <Text c="dimmed">{t("loading")}</Text>;

  return (
    <Stack gap="md">
      <AdminNav />
      <div>
        <Title order={1} size="h2">
          {editing ? t("boardUpdateTitle") : t("boardRegisterTitle")}
        </Title>
        {loaded && (
          <Text c="dimmed" size="sm">
            {loaded.name} · {loaded.boardId}
          </Text>
        )}
      </div>
      {loaded && !loaded.inUse && (
        <Alert color="gray" title={t("boardDeletedBadge")}>
          {t("boardDeletedNotice")}
        </Alert>
      )}
      <Paper component="form" onSubmit={save} withBorder radius="md" p={{ base: "md", sm: "xl" }} noValidate>
        <Stack gap="lg">
          <BoardFormFields form={form} />
          <BoardSettingsFields form={form} />
          <Group justify="space-between" gap="sm">
            <Group gap="sm">
              {loaded?.inUse && (
                <Button
                  variant="subtle"
                  color="red"
                  leftSection={<IconTrash size={16} aria-hidden />}
                  onClick={() => setInUse(false)}
                >
                  {t("boardDelete")}
                </Button>
              )}
              {loaded && !loaded.inUse && (
                <Button
                  variant="light"
                  leftSection={<IconRestore size={16} aria-hidden />}
                  onClick={() => setInUse(true)}
                >
                  {t("boardRestore")}
                </Button>
              )}
            </Group>
            <Group gap="sm" justify="flex-end">
              {editing ? (
                <>
                  <Button
                    variant="default"
                    leftSection={<IconArrowBackUp size={16} aria-hidden />}
                    onClick={() => navigate(-1)}
                  >
                    {t("boardPrevious")}
                  </Button>
                  <Button variant="default" component={Link} to="/app/totalboard">
                    {t("boardList")}
                  </Button>
                  <Button variant="default" component={Link} to={`/app/board/${boardId}`}>
                    {t("goToBoard")}
                  </Button>
                </>
              ) : (
                <Button variant="default" component={Link} to="/app/totalboard">
                  {t("backToBoardList")}
                </Button>
              )}
              <Button type="submit" loading={saving}>
                {t("save")}
              </Button>
            </Group>
          </Group>
        </Stack>
      </Paper>
      {loaded ? (
        <CategoryManager boardId={loaded.boardId} />
      ) : (
        <Text c="dimmed" size="sm">
          {t("categoryAfterSave")}
        </Text>
      )}
    </Stack>
  );
}
