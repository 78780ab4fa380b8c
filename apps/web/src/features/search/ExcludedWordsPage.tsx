/**
 * /app/totalboard/search-words (administrators; the route guard and the server both check): the words
 * kept out of 인기 검색어 (issue 42 §2) — the list, adding one (Korean messages: empty, too long,
 * already excluded, more than the limit) and removing one after a confirmation naming it. The whole
 * list is saved at once (PUT /api/admin/search/excluded-words).
 */
import { ActionIcon, Button, Group, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { EXCLUDED_SEARCH_WORDS_MAX, excludedSearchWordSchema, SEARCH_QUERY_MAX_LENGTH, t } from "@portal/contract";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { AdminNav } from "../../components/layout/AdminNav.tsx";
import { PageError, PageLoading } from "../../components/PageState.tsx";
import { confirmAction } from "../../lib/confirm.tsx";
import { problemOf } from "../../lib/form.ts";
import { notifyError, notifySuccess } from "../../lib/notify.ts";
import { searchKeys } from "../../lib/popularSearches.ts";
import { excludedWordsQuery, saveExcludedWords } from "./api.ts";

/** The problem with adding `word` to `words`, in Korean, or null. */
function addProblem(word: string, words: string[]): string | null {
  const problem = problemOf(excludedSearchWordSchema(), word);
  if (problem) return problem;
  if (words.includes(word.trim())) return t("searchExclusionsDuplicate");
  if (words.length >= EXCLUDED_SEARCH_WORDS_MAX) return t("searchExclusionsTooMany");
  return null;
}

export function ExcludedWordsPage() {
  const client = useQueryClient();
  const list = useQuery(excludedWordsQuery);
  const [word, setWord] = useState("");
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: ({ words }: { words: string[]; done: string }) => saveExcludedWords(words),
    onSuccess: (saved, { done }) => {
      client.setQueryData(excludedWordsQuery.queryKey, saved);
      void client.invalidateQueries({ queryKey: searchKeys.popular });
      notifySuccess(done);
    },
  });
  if (list.isError) return <PageError error={list.error} />;
  if (!list.data) return <PageLoading />;
  const words = list.data.words;

  const add = () => {
    const problem = addProblem(word, words);
    if (problem) {
      setError(problem);
      return;
    }
    const value = word.trim();
    save.mutate(
      { words: [...words, value], done: t("searchExclusionsAdded", { word: value }) },
      { onSuccess: () => setWord(""), onError: (e) => setError(e.message) },
    );
  };
  const confirmRemove = (removed: string) =>
    confirmAction({
      title: t("searchExclusionsRemoveTitle"),
      message: t("searchExclusionsRemoveConfirm", { word: removed }),
      confirm: t("searchExclusionsRemoveTitle"),
      danger: true,
      onConfirm: () =>
        save.mutate(
          { words: words.filter((w) => w !== removed), done: t("searchExclusionsRemoved", { word: removed }) },
          { onError: (e) => notifyError(e.message) },
        ),
    });

  return (
    <Stack gap="md">
      <AdminNav />
      <Paper withBorder radius="md" p={{ base: "md", sm: "xl" }}>
        <Stack gap="md">
          <div>
            <Title order={1} size="h3">
              {t("titleSearchExclusions")}
            </Title>
            <Text size="sm" c="dimmed">
              {t("searchExclusionsIntro")}
            </Text>
          </div>
          <Group
            component="form"
            align="flex-start"
            gap="xs"
            onSubmit={(event) => {
              event.preventDefault();
              add();
            }}
          >
            <TextInput
              label={t("searchExclusionsWord")}
              value={word}
              maxLength={SEARCH_QUERY_MAX_LENGTH + 1}
              onChange={(event) => {
                setWord(event.currentTarget.value);
                setError(null);
              }}
              error={error}
              w={{ base: "100%", xs: 280 }}
            />
            <Button
              type="submit"
              mt={{ base: 0, xs: 25 }}
              variant="light"
              loading={save.isPending}
              leftSection={<IconPlus size={16} aria-hidden />}
            >
              {t("searchExclusionsAdd")}
            </Button>
          </Group>
          <Text size="sm">{t("searchExclusionsCount", { count: words.length })}</Text>
          {words.length === 0 ? (
            <Text c="dimmed">{t("searchExclusionsEmpty")}</Text>
          ) : (
            <Stack gap={0} component="ul" role="list" p={0} m={0} style={{ listStyle: "none" }}>
              {words.map((excluded) => (
                <Group
                  key={excluded}
                  component="li"
                  justify="space-between"
                  wrap="nowrap"
                  py={6}
                  px={4}
                  style={{ borderBottom: "1px solid var(--mantine-color-gray-2)" }}
                >
                  <Text style={{ overflowWrap: "anywhere" }}>{excluded}</Text>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t("searchExclusionsRemove", { word: excluded })}
                    onClick={() => confirmRemove(excluded)}
                  >
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                </Group>
              ))}
            </Stack>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
