/**
 * What the search page shows of an answer (issue 42 §2): the totals per kind as links to each kind's
 * list ("게시글 132 · 중고거래 8 · …"; a kind without results is named, dimmed, without a link), the
 * overview's groups (the best of each kind with "더 보기") and one kind's paged list (15/30/45, the
 * boards' list footer).
 */
import { Anchor, Group, Paper, Stack, Text, Title } from "@mantine/core";
import {
  type SearchHit as Hit,
  POST_PAGE_SIZES,
  SEARCH_KINDS,
  type SearchKind,
  type SearchResult,
  t,
} from "@portal/contract";
import { Link } from "react-router";
import { ListFooter } from "../../components/table/ListFooter.tsx";
import { numberText } from "../../lib/format.ts";
import { kindLabel } from "./labels.ts";
import { type SearchParams, searchAddress } from "./params.ts";
import { SearchHit } from "./SearchHit.tsx";
import classes from "./search.module.css";

/** The page's address with `changes` (a kind's list starts at its first page). */
const addressWith = (params: SearchParams, changes: Partial<SearchParams>) =>
  `?${searchAddress({ ...params, page: 1, ...changes })}`;

/** The totals per kind, each a link to its list; the current choice marked `aria-current`. */
export function KindTotals({ result, params }: { result: SearchResult; params: SearchParams }) {
  const all = SEARCH_KINDS.reduce((sum, kind) => sum + result.totals[kind], 0);
  const entry = (kind: SearchKind | undefined, label: string, count: number) => {
    const current = params.kind === kind;
    const text = t("searchKindCount", { kind: label, count: numberText(count) });
    return (
      <li key={kind ?? "all"}>
        {count > 0 || current ? (
          <Anchor
            component={Link}
            to={addressWith(params, { kind })}
            aria-current={current ? "page" : undefined}
            className={current ? classes.kindCurrent : undefined}
          >
            {text}
          </Anchor>
        ) : (
          <span className={classes.kindZero}>{text}</span>
        )}
      </li>
    );
  };
  return (
    <nav aria-label={t("searchKindsLabel")}>
      <ul className={classes.kinds}>
        {entry(undefined, t("searchKindAll"), all)}
        {SEARCH_KINDS.map((kind) => entry(kind, kindLabel(kind), result.totals[kind]))}
      </ul>
    </nav>
  );
}

/** A kind's heading ("게시글 132건") and its results. */
function HitSection({ kind, total, hits, more }: { kind: SearchKind; total: number; hits: Hit[]; more?: string }) {
  const headingId = `search-${kind}`;
  return (
    <Paper component="section" withBorder radius="md" aria-labelledby={headingId}>
      <Group justify="space-between" px="md" py="sm">
        <Title order={2} size="h4" id={headingId}>
          {t("searchKindHeading", { kind: kindLabel(kind), count: numberText(total) })}
        </Title>
        {more && (
          <Anchor component={Link} to={more} size="sm">
            {t("searchMoreOf", { kind: kindLabel(kind) })}
          </Anchor>
        )}
      </Group>
      {hits.length > 0 ? (
        <ol className={classes.hits}>
          {hits.map((hit) => (
            <SearchHit key={`${hit.kind}:${hit.id}`} hit={hit} />
          ))}
        </ol>
      ) : (
        <Text px="md" pb="md" c="dimmed">
          {t("searchEmpty")}
        </Text>
      )}
    </Paper>
  );
}

/** The overview: the best results of each kind that has any, with "더 보기" where there are more. */
export function Overview({ result, params }: { result: SearchResult; params: SearchParams }) {
  return (
    <Stack gap="md">
      {result.groups.map((group) => (
        <HitSection
          key={group.kind}
          kind={group.kind}
          total={result.totals[group.kind]}
          hits={group.hits}
          more={result.totals[group.kind] > group.hits.length ? addressWith(params, { kind: group.kind }) : undefined}
        />
      ))}
    </Stack>
  );
}

/** One kind's page of results with the total, the page size (15/30/45) and the pages. */
export function KindList({
  list,
  update,
}: {
  list: NonNullable<SearchResult["list"]>;
  update: (changes: Partial<SearchParams>) => void;
}) {
  return (
    <Stack gap={0}>
      <HitSection kind={list.kind} total={list.total} hits={list.hits} />
      {list.total > 0 && (
        <ListFooter
          total={list.total}
          page={list.page}
          pageSize={list.pageSize}
          pageSizes={POST_PAGE_SIZES}
          pageSizeLabel={t("searchPageSize")}
          onPage={(page) => update({ page })}
          onPageSize={(pageSize) => update({ pageSize })}
        />
      )}
    </Stack>
  );
}
