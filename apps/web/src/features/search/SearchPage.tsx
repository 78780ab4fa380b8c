/**
 * /app/search (issue 42 §2): 통합검색's page. Its address keeps every choice (params.ts), so back/forward
 * and a shared link restore it. Shows the totals per kind, the overview or one kind's list, the
 * filters and sort, the particle note (`stems`), 인기 검색어, and loading, empty and error states.
 * The page is `noindex` and drawn in the browser only (app/loaders.ts; the server also sends
 * X-Robots-Tag), so no visitor's result page is kept.
 */
import { Alert, Anchor, Group, Stack, Text, Title } from "@mantine/core";
import { SEARCH_KINDS, type SearchResult, t } from "@portal/contract";
import { IconInfoCircle, IconSearchOff } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { Link } from "react-router";
import { SearchBox } from "../../components/layout/SearchBox.tsx";
import { PageLoading } from "../../components/PageState.tsx";
import { popularSearchesQuery, searchPath } from "../../lib/popularSearches.ts";
import { usePageTitle } from "../../lib/title.ts";
import { searchQuery } from "./api.ts";
import { useSearchPageParams } from "./params.ts";
import { SearchFilters } from "./SearchFilters.tsx";
import { KindList, KindTotals, Overview } from "./SearchResults.tsx";
import classes from "./search.module.css";

/** Puts `<meta name="robots" content="noindex">` in the head while the page is shown. */
function useNoIndex(): void {
  useEffect(() => {
    const meta = document.createElement("meta");
    meta.name = "robots";
    meta.content = "noindex";
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}

/** 인기 검색어 as links to their searches, on one line under the box. */
function PopularWords() {
  const popular = useQuery(popularSearchesQuery);
  const words = popular.data?.words ?? [];
  return (
    <Group component="aside" aria-labelledby="search-popular" gap="sm" align="baseline" wrap="nowrap">
      <Title order={2} size="h6" id="search-popular" className={classes.popularTitle}>
        {t("searchPopular")}
      </Title>
      {words.length > 0 ? (
        <ol className={classes.popularList}>
          {words.map((word, index) => (
            <li key={word}>
              <span className={classes.popularRank} aria-hidden>
                {index + 1}
              </span>
              <Anchor component={Link} to={searchPath(word)} size="sm">
                {word}
              </Anchor>
            </li>
          ))}
        </ol>
      ) : (
        <Text size="sm" c="dimmed">
          {popular.isPending ? t("loading") : t("searchPopularNone")}
        </Text>
      )}
    </Group>
  );
}

/** No result of any kind (or none of the chosen kind): the message and what to try. */
function NoResults() {
  return (
    <Alert color="gray" icon={<IconSearchOff aria-hidden />} title={t("searchEmpty")}>
      {t("searchEmptyHint")}
    </Alert>
  );
}

const isEmpty = (result: SearchResult) => SEARCH_KINDS.every((kind) => result.totals[kind] === 0);

/** The answer's part of the page: the particle note, the totals, then the overview or the list. */
function Results({ result, ...rest }: { result: SearchResult } & ReturnType<typeof useSearchPageParams>) {
  return (
    <Stack gap="md">
      {result.stems.map(({ word, stem }) => (
        <Alert key={word} color="blue" variant="light" icon={<IconInfoCircle aria-hidden />}>
          {t("searchStem", { word, stem })}
        </Alert>
      ))}
      <KindTotals result={result} params={rest.params} />
      {isEmpty(result) ? (
        <NoResults />
      ) : result.list ? (
        <KindList list={result.list} update={rest.update} />
      ) : (
        <Overview result={result} params={rest.params} />
      )}
    </Stack>
  );
}

export function SearchPage() {
  const state = useSearchPageParams();
  const { params } = state;
  usePageTitle(params.q ? t("searchTitleFor", { q: params.q }) : t("searchTitle"));
  useNoIndex();
  const search = useQuery(searchQuery(params));
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {params.q ? t("searchTitleFor", { q: params.q }) : t("searchTitle")}
      </Title>
      <SearchBox key={params.q} label={t("searchPageBoxLabel")} initial={params.q} className={classes.pageBox} />
      <PopularWords />
      {!params.q ? (
        <Text c="dimmed">{t("searchEnterWords")}</Text>
      ) : (
        <>
          <SearchFilters key={params.author ?? ""} params={params} update={state.update} />
          <div aria-busy={search.isFetching} className={classes.results}>
            {search.isError ? (
              <Alert color="red" role="alert" title={t("searchFailed")}>
                {search.error.message}
              </Alert>
            ) : search.data ? (
              <Results result={search.data} {...state} />
            ) : (
              <PageLoading />
            )}
          </div>
        </>
      )}
    </Stack>
  );
}
