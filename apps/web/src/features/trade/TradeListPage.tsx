/**
 * /app/trade, the used-trade list (members spec section 2): tabs all / mine / wished (links), the search
 * bar (from and to dates, category, keyword over title and description, search and reset), the sell
 * button, a card grid (4 columns wide, 2 medium, 1 on a phone) and pages of 20/40/60 by deal number.
 * Filters and the page live in the URL.
 */
import { Box, Button, Group, LoadingOverlay, Select, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import { type MessageKey, TRADE_PAGE_SIZES, TRADE_SEARCH_FROM, t } from "@portal/contract";
import { IconChevronLeft, IconChevronRight, IconPlus, IconRefresh, IconSearch } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { LinkTabs } from "../../components/tabs/LinkTabs.tsx";
import { ApiError } from "../../lib/api.ts";
import { DayInput } from "../../lib/DayInput.tsx";
import { DROPDOWN_ON_OPEN } from "../../lib/dropdowns.ts";
import { useSessionUser } from "../../lib/session.ts";
import { dealListQuery, type TradeListParams, tradeCategoriesQuery } from "./api.ts";
import { DealCard } from "./DealCard.tsx";
import classes from "./trade.module.css";
import { seoulToday, useTradeParams } from "./useTradeParams.ts";

type Filters = Pick<TradeListParams, "from" | "to" | "category" | "q">;

/** The list's views: every deal, the member's own, the member's wish list. */
const TABS: [TradeListParams["tab"], MessageKey][] = [
  ["all", "tradeTabAll"],
  ["mine", "tradeTabMine"],
  ["wish", "tradeTabWish"],
];

/** The search bar: edits stay local until Search (or Enter) puts them in the URL. */
function SearchBar({ params, onSearch }: { params: TradeListParams; onSearch: (filters: Filters) => void }) {
  const categories = useQuery(tradeCategoriesQuery);
  const [filters, setFilters] = useState<Filters>(params);
  useEffect(() => setFilters(params), [params]);
  const set = (changes: Partial<Filters>) => setFilters((current) => ({ ...current, ...changes }));
  return (
    <Box
      component="form"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch({ ...filters, q: filters.q.trim() });
      }}
    >
      <Group gap="xs" align="flex-end" wrap="wrap">
        <Group gap="xs" wrap="nowrap" w={{ base: "100%", sm: "auto" }}>
          <DayInput
            label={t("tradeFromDate")}
            value={filters.from}
            onChange={(from) => set({ from })}
            style={{ flex: 1 }}
            miw={140}
          />
          <DayInput
            label={t("tradeToDate")}
            value={filters.to}
            onChange={(to) => set({ to })}
            style={{ flex: 1 }}
            miw={140}
          />
        </Group>
        <Select
          comboboxProps={DROPDOWN_ON_OPEN}
          label={t("tradeCategory")}
          data={[
            { value: "", label: t("tradeCategoryAll") },
            ...(categories.data ?? []).map((c) => ({ value: c.code, label: c.nameKo })),
          ]}
          value={filters.category}
          onChange={(value) => set({ category: value ?? "" })}
          allowDeselect={false}
          className={classes.categorySelect}
        />
        <TextInput
          label={t("tradeKeyword")}
          placeholder={t("tradeKeywordPlaceholder")}
          value={filters.q}
          maxLength={100}
          onChange={(e) => set({ q: e.currentTarget.value })}
          style={{ flex: 1, minWidth: 200 }}
        />
        <Group gap="xs">
          <Button type="submit" leftSection={<IconSearch size={16} />}>
            {t("tradeSearch")}
          </Button>
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} />}
            onClick={() => onSearch({ from: TRADE_SEARCH_FROM, to: seoulToday(), category: "", q: "" })}
          >
            {t("tradeReset")}
          </Button>
        </Group>
      </Group>
    </Box>
  );
}

/** The used-trade list screen. */
export function TradeListPage() {
  const [params, update, hrefOf] = useTradeParams();
  const user = useSessionUser();
  const needsLogin = params.tab !== "all" && !user;
  const list = useQuery({ ...dealListQuery(params), enabled: !needsLogin, placeholderData: keepPreviousData });
  const data = list.data;
  const emptyText =
    params.tab === "mine" ? t("tradeEmptyMine") : params.tab === "wish" ? t("tradeEmptyWish") : t("tradeEmpty");

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={1} size="h2">
          {t("tradeTitle")}
        </Title>
        <Button component={Link} to="/app/trade/register" leftSection={<IconPlus size={16} />}>
          {t("tradeSell")}
        </Button>
      </Group>
      <LinkTabs
        label={t("tradeTabsLabel")}
        tabs={TABS.map(([tab, label]) => ({
          to: hrefOf({ tab, before: undefined, after: undefined }),
          label: t(label),
          active: params.tab === tab,
        }))}
      />
      <SearchBar params={params} onSearch={(filters) => update({ ...filters, before: undefined, after: undefined })} />
      <Box pos="relative" mih={200} aria-busy={list.isFetching}>
        <LoadingOverlay visible={list.isFetching} overlayProps={{ blur: 1 }} loaderProps={{ size: "sm" }} />
        {needsLogin ? (
          <Text c="dimmed" ta="center" py={64}>
            {t("tradeLoginToWish")}
          </Text>
        ) : list.error ? (
          <Text c="red" ta="center" py={64} role="alert">
            {list.error instanceof ApiError ? list.error.message : t("errorUnknown")}
          </Text>
        ) : data && data.items.length === 0 ? (
          <Text c="dimmed" ta="center" py={64}>
            {emptyText}
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md" role="region" aria-label={t("tradeListLabel")}>
            {data?.items.map((deal, index) => (
              <DealCard key={deal.dealNo} deal={deal} position={index} />
            ))}
          </SimpleGrid>
        )}
      </Box>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Select
          comboboxProps={DROPDOWN_ON_OPEN}
          aria-label={t("tradePageSizeLabel")}
          data={TRADE_PAGE_SIZES.map((n) => ({ value: String(n), label: t("tradePageSize", { count: n }) }))}
          value={String(params.pageSize)}
          onChange={(value) => update({ pageSize: Number(value), before: undefined, after: undefined })}
          allowDeselect={false}
          w={140}
        />
        <Group gap="xs">
          {(params.before || params.after) && (
            <Button variant="subtle" onClick={() => update({ before: undefined, after: undefined })}>
              {t("tradeFirstPage")}
            </Button>
          )}
          <Button
            variant="default"
            leftSection={<IconChevronLeft size={16} />}
            disabled={!data?.newer}
            onClick={() => update({ after: data?.newer ?? undefined, before: undefined })}
          >
            {t("tradeNewer")}
          </Button>
          <Button
            variant="default"
            rightSection={<IconChevronRight size={16} />}
            disabled={!data?.older}
            onClick={() => update({ before: data?.older ?? undefined, after: undefined })}
          >
            {t("tradeOlder")}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
