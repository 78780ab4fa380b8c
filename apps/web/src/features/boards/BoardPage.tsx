/**
 * /app/board/{bbsId}: a board's list with its title search, category filter and write button
 * (shown per WRITE_AUTH); below the board's read permission a message instead of the list.
 * Calendar and gallery templates render as the table until they are built.
 */
import { Alert, Button, Group, Select, Stack, Text, TextInput, Title } from "@mantine/core";
import { t } from "@portal/contract";
import { IconLock, IconPencil, IconSearch } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { useSession } from "../../lib/session.ts";
import { boardQuery, categoriesQuery, postsQuery } from "./api.ts";
import { PostTable } from "./PostTable.tsx";
import { useListParams } from "./useListParams.ts";

export function BoardPage() {
  const { boardId = "" } = useParams();
  const { user } = useSession();
  const board = useQuery(boardQuery(boardId));
  const categories = useQuery({ ...categoriesQuery(boardId), enabled: board.isSuccess });
  const { params, update } = useListParams();
  const posts = useQuery({ ...postsQuery(boardId, params), enabled: board.data?.canRead === true });
  const [searchText, setSearchText] = useState(params.q ?? "");

  if (board.isError) {
    return (
      <Alert color="red" title={t("boardNotFound")}>
        {board.error.message}
      </Alert>
    );
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
      <Group justify="space-between" align="flex-end">
        <Group
          component="form"
          role="search"
          gap="xs"
          display={board.data.canRead ? undefined : "none"}
          onSubmit={(e) => {
            e.preventDefault();
            update({ q: searchText.trim() || undefined, page: 1 });
          }}
        >
          {categoryOptions.length > 0 && (
            <Select
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
          <TextInput
            aria-label={t("searchTitlePlaceholder")}
            placeholder={t("searchTitlePlaceholder")}
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
            leftSection={<IconPencil size={16} aria-hidden />}
          >
            {t("write")}
          </Button>
        )}
      </Group>
      {board.data.canRead ? (
        <PostTable boardId={boardId} data={posts.data} fetching={posts.isFetching} params={params} onChange={update} />
      ) : (
        <Alert color="gray" icon={<IconLock size={18} aria-hidden />}>
          {user ? t("readNotAllowed") : t("errorLoginRequired")}
        </Alert>
      )}
    </Stack>
  );
}
