/**
 * The category manager of a saved board (boards spec section 2 "Category manager", 4, 5): lists
 * the board's categories, adds by name ('check the category name' when empty, 'a category that
 * already exists' for a duplicate), deletes after a confirmation naming the category (soft:
 * USE_YN N), and says 'no categories added' when there are none.
 */
import { ActionIcon, Button, Group, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { CATEGORY_NAME_MAX_LENGTH, type Category, t } from "@portal/contract";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { confirmAction } from "../../lib/confirm.tsx";
import { boardKeys } from "../../lib/contentKeys.ts";
import { fullDate } from "../../lib/format.ts";
import { notifyError, notifySuccess } from "../../lib/notify.ts";
import { addCategory, adminCategoriesQuery, deleteCategory } from "./api.ts";
import { adminKeys } from "./keys.ts";

export function CategoryManager({ boardId }: { boardId: string }) {
  const client = useQueryClient();
  const categories = useQuery(adminCategoriesQuery(boardId));
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: adminKeys.categories(boardId) }),
      client.invalidateQueries({ queryKey: boardKeys.categories(boardId) }),
    ]);

  const add = useMutation({
    mutationFn: (value: string) => addCategory(boardId, value),
    onSuccess: async () => {
      setName("");
      notifySuccess(t("categoryAdded"));
      await refresh();
    },
    onError: (e: Error) => setError(e.message),
  });
  const remove = useMutation({
    mutationFn: (category: Category) => deleteCategory(boardId, category.categoryId),
    onSuccess: async () => {
      notifySuccess(t("categoryDeleted"));
      await refresh();
    },
    onError: (e: Error) => notifyError(e.message),
  });

  const confirmDelete = (category: Category) =>
    confirmAction({
      title: t("delete"),
      message: t("categoryDeleteConfirm", { name: category.name }),
      danger: true,
      onConfirm: () => remove.mutate(category),
    });

  const items = categories.data?.items ?? [];
  return (
    <Paper withBorder radius="md" p={{ base: "md", sm: "xl" }} component="section" aria-labelledby="category-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="category-title">
          {t("categoryManagerTitle")}
        </Title>
        <Group
          component="form"
          align="flex-start"
          gap="xs"
          onSubmit={(e) => {
            e.preventDefault();
            const value = name.trim();
            if (!value) {
              setError(t("categoryCheckName"));
              return;
            }
            add.mutate(value);
          }}
        >
          <TextInput
            aria-label={t("categoryName")}
            placeholder={t("categoryName")}
            value={name}
            maxLength={CATEGORY_NAME_MAX_LENGTH}
            onChange={(e) => {
              setName(e.currentTarget.value);
              setError(null);
            }}
            error={error}
            w={260}
          />
          <Button
            type="submit"
            variant="light"
            loading={add.isPending}
            leftSection={<IconPlus size={16} aria-hidden />}
          >
            {t("categoryAdd")}
          </Button>
        </Group>
        {categories.isSuccess && items.length === 0 && <Text c="dimmed">{t("categoryEmpty")}</Text>}
        {items.length > 0 && (
          <Stack gap={0} component="ul" role="list" p={0} m={0} style={{ listStyle: "none" }}>
            {items.map((category) => (
              <Group
                key={category.categoryId}
                component="li"
                justify="space-between"
                py={8}
                px={4}
                style={{ borderBottom: "1px solid var(--mantine-color-gray-2)" }}
              >
                <div>
                  <Text fw={600}>{category.name}</Text>
                  {category.createdByName && category.createdAt && (
                    <Text size="xs" c="dimmed">
                      {t("categoryAddedBy", { name: category.createdByName, date: fullDate(category.createdAt) })}
                    </Text>
                  )}
                </div>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`${category.name} ${t("delete")}`}
                  onClick={() => confirmDelete(category)}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
