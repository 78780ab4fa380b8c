/**
 * The search page's filters and sort (issue 42 §2): kind, board (the boards the reader may read, for
 * posts and comments), period (1주/1개월/1년/전체), author (posts) and 정확도순/최신순. Each choice
 * goes into the address at once (the author when applied).
 */
import { Button, Group, Paper, Select, TextInput } from "@mantine/core";
import { SEARCH_KINDS, SEARCH_PERIODS, SEARCH_SORTS, type SearchKind, t } from "@portal/contract";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { DROPDOWN_ON_OPEN } from "../../lib/dropdowns.ts";
import { boardsQuery } from "../boards/index.ts";
import { kindLabel, periodLabel, sortLabel } from "./labels.ts";
import type { SearchParams } from "./params.ts";

interface Props {
  params: SearchParams;
  update: (changes: Partial<SearchParams>) => void;
}

/** Kinds the board filter narrows (posts, and comments under them). */
const BOARD_KINDS: (SearchKind | undefined)[] = [undefined, "post", "comment"];

export function SearchFilters({ params, update }: Props) {
  const boards = useQuery(boardsQuery);
  const [author, setAuthor] = useState(params.author ?? "");
  const readable = (boards.data?.items ?? []).filter((board) => board.canRead);
  // Two fields a row on a phone.
  const half = "calc(50% - 6px)";
  const select = { comboboxProps: DROPDOWN_ON_OPEN, allowDeselect: false, size: "sm", w: { base: half, xs: 150 } };
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-label={t("searchFilters")}>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          {...select}
          label={t("searchFilterKind")}
          data={[
            { value: "", label: t("searchKindAll") },
            ...SEARCH_KINDS.map((kind) => ({ value: kind, label: kindLabel(kind) })),
          ]}
          value={params.kind ?? ""}
          onChange={(value) => update({ kind: (value || undefined) as SearchKind | undefined })}
        />
        {BOARD_KINDS.includes(params.kind) && (
          <Select
            {...select}
            w={{ base: half, xs: 200 }}
            label={t("searchFilterBoard")}
            data={[
              { value: "", label: t("searchFilterBoardAll") },
              ...readable.map((board) => ({ value: board.boardId, label: board.name })),
            ]}
            value={params.boardId ?? ""}
            onChange={(value) => update({ boardId: value || undefined })}
          />
        )}
        <Select
          {...select}
          w={{ base: half, xs: 110 }}
          label={t("searchFilterPeriod")}
          data={SEARCH_PERIODS.map((period) => ({ value: period, label: periodLabel(period) }))}
          value={params.period}
          onChange={(value) => value && update({ period: value as SearchParams["period"] })}
        />
        <Select
          {...select}
          w={{ base: half, xs: 120 }}
          label={t("searchFilterSort")}
          data={SEARCH_SORTS.map((sort) => ({ value: sort, label: sortLabel(sort) }))}
          value={params.sort}
          onChange={(value) => value && update({ sort: value as SearchParams["sort"] })}
        />
        {(params.kind === undefined || params.kind === "post") && (
          <Group
            component="form"
            gap={6}
            align="flex-end"
            wrap="nowrap"
            w={{ base: "100%", xs: "auto" }}
            onSubmit={(event) => {
              event.preventDefault();
              update({ author: author.trim() || undefined });
            }}
          >
            <TextInput
              size="sm"
              flex={1}
              miw={0}
              w={{ xs: 150 }}
              label={t("searchFilterAuthor")}
              placeholder={t("searchFilterAuthorHint")}
              maxLength={50}
              value={author}
              onChange={(event) => setAuthor(event.currentTarget.value)}
            />
            <Button type="submit" size="sm" variant="default">
              {t("searchApply")}
            </Button>
          </Group>
        )}
      </Group>
    </Paper>
  );
}
