/**
 * /app/board/{bbsId}: a board's list with its search (title, body, author, title+body), category filter and write button
 * (shown per WRITE_AUTH); below the board's read permission a message instead of the list. A member who may
 * read it finds the board's notification switches (이 게시판 알림 받기, 공지 알림; issue 40).
 * The layout follows TMPLAT_ID (boards spec 2): 2 the calendar (month and this week, with the
 * administrators' register-schedule button), 3 and 4 the galleries, 1 or anything else the table.
 * Video (BBS_TY_CODE 2) and company-profile (3) boards show their cards unless they are calendars; the
 * FAQ opens as an accordion (templates/FaqBoard.tsx).
 */
import { Alert, Button, Group, Select, Stack, Text, TextInput, Title } from "@mantine/core";
import { type PostSearchField, t } from "@portal/contract";
import { IconCalendarPlus, IconLock, IconPencil, IconSearch } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import { Link, useParams } from "react-router";
import { RefusedBlock } from "../../components/RefusedBlock.tsx";
import { DROPDOWN_ON_OPEN } from "../../lib/dropdowns.ts";
import { useSessionUser } from "../../lib/session.ts";
import { usePageTitle } from "../../lib/title.ts";
import { BoardNotificationSwitches } from "../notifications/index.ts";
import { boardQuery, categoriesQuery, layoutOf, postsQuery } from "./api.ts";
import { PostTable } from "./PostTable.tsx";
import { FaqBoard } from "./templates/FaqBoard.tsx";
import { GalleryBoard } from "./templates/GalleryBoard.tsx";
import { useListParams } from "./useListParams.ts";

// FullCalendar is loaded only by calendar boards.
const CalendarBoard = lazy(() => import("./templates/CalendarBoard.tsx").then((m) => ({ default: m.CalendarBoard })));

/** Where a search looks (labels read when rendered: the screens' catalogue loads with the page). */
const searchFields = (): { value: PostSearchField; label: string }[] => [
  { value: "title", label: t("searchFieldTitle") },
  { value: "body", label: t("searchFieldBody") },
  { value: "author", label: t("searchFieldAuthor") },
  { value: "titleBody", label: t("searchFieldTitleBody") },
];

export function BoardPage() {
  const { boardId = "" } = useParams();
  const user = useSessionUser();
  const board = useQuery(boardQuery(boardId));
  usePageTitle(board.data?.name ?? t("titleBoard"));
  const categories = useQuery({ ...categoriesQuery(boardId), enabled: board.isSuccess });
  const { params, update } = useListParams();
  const layout = board.data ? layoutOf(board.data) : "table";
  const listParams = layout === "gallery" ? { ...params, topOnly: true } : params;
  const posts = useQuery({
    ...postsQuery(boardId, listParams),
    enabled: board.data?.canRead === true && layout !== "calendar",
  });
  const [searchText, setSearchText] = useState(params.q ?? "");
  const [searchField, setSearchField] = useState<PostSearchField>(params.field ?? "title");

  if (board.isError) {
    return <RefusedBlock message={board.error.message} backTo="/" backLabel={t("backHome")} />;
  }
  if (!board.data) return <Text c="dimmed">{t("loading")}</Text>;

  const categoryOptions = categories.data?.items ?? [];
  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          {board.data.name}
        </Title>
        <Text c="dimmed" size="sm">
          {board.data.description}
        </Text>
      </div>
      {user && board.data.canRead && <BoardNotificationSwitches boardId={boardId} />}
      <Group justify="space-between" align="flex-end">
        <Group
          component="form"
          role="search"
          gap="xs"
          display={board.data.canRead && layout !== "calendar" ? undefined : "none"}
          onSubmit={(e) => {
            e.preventDefault();
            update({ q: searchText.trim() || undefined, field: searchField, page: 1 });
          }}
        >
          {categoryOptions.length > 0 && (
            <Select
              comboboxProps={DROPDOWN_ON_OPEN}
              aria-label={t("fieldCategory")}
              w={140}
              data={[
                { value: "", label: t("categoryAll") },
                ...categoryOptions.map((c) => ({ value: String(c.categoryId), label: c.name })),
              ]}
              value={params.categoryId ? String(params.categoryId) : ""}
              onChange={(value) => update({ categoryId: value ? Number(value) : undefined, page: 1 })}
              allowDeselect={false}
            />
          )}
          <Select
            comboboxProps={DROPDOWN_ON_OPEN}
            aria-label={t("searchFieldLabel")}
            w={120}
            data={searchFields()}
            value={searchField}
            onChange={(value) => setSearchField((value as PostSearchField | null) ?? "title")}
            allowDeselect={false}
          />
          <TextInput
            aria-label={searchField === "title" ? t("searchTitlePlaceholder") : t("searchWordPlaceholder")}
            placeholder={searchField === "title" ? t("searchTitlePlaceholder") : t("searchWordPlaceholder")}
            value={searchText}
            onChange={(e) => setSearchText(e.currentTarget.value)}
            leftSection={<IconSearch size={16} aria-hidden />}
            w={240}
          />
          <Button type="submit" variant="default">
            {t("search")}
          </Button>
        </Group>
        {board.data.canWrite && (
          <Button
            component={Link}
            to={`/app/board/register?bbsId=${boardId}`}
            leftSection={
              layout === "calendar" ? <IconCalendarPlus size={16} aria-hidden /> : <IconPencil size={16} aria-hidden />
            }
          >
            {layout === "calendar" ? t("calendarRegister") : t("write")}
          </Button>
        )}
      </Group>
      {!board.data.canRead ? (
        <Alert color="gray" icon={<IconLock size={18} aria-hidden />}>
          {user ? t("readNotAllowed") : t("errorLoginRequired")}
        </Alert>
      ) : layout === "calendar" ? (
        <Suspense fallback={<Text c="dimmed">{t("loading")}</Text>}>
          <CalendarBoard boardId={boardId} />
        </Suspense>
      ) : layout === "faq" ? (
        <FaqBoard boardId={boardId} data={posts.data} params={params} onChange={update} />
      ) : layout === "gallery" ? (
        <GalleryBoard
          board={board.data}
          data={posts.data}
          fetching={posts.isFetching}
          params={params}
          onChange={update}
        />
      ) : (
        <PostTable boardId={boardId} data={posts.data} fetching={posts.isFetching} params={params} onChange={update} />
      )}
    </Stack>
  );
}
