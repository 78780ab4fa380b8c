/**
 * The filter form of the administrators' logs (audit log, personal-data access records): the filters
 * being typed and the ones applied, a grid of fields, reset and search buttons (the day fields are
 * lib/DayInput.tsx).
 */
import { Button, Group, SimpleGrid } from "@mantine/core";
import { t } from "@portal/contract";
import { type ReactNode, useState } from "react";

/** The search landmark with `children` (the fields) in a grid; `onSearch` on submit, `onReset` on 초기화. */
export function LogFilterForm({
  children,
  onSearch,
  onReset,
}: {
  children: ReactNode;
  onSearch: () => void;
  onReset: () => void;
}) {
  return (
    <search>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onSearch();
        }}
      >
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs">
          {children}
        </SimpleGrid>
        <Group justify="flex-end" mt="xs" gap="xs">
          <Button variant="subtle" onClick={onReset}>
            {t("auditReset")}
          </Button>
          <Button type="submit" variant="default">
            {t("auditFilter")}
          </Button>
        </Group>
      </form>
    </search>
  );
}

/**
 * The filters of a log screen: `draft` as typed, `filters` as last searched (every value trimmed);
 * `form` goes to LogFilterForm, `text(key)` to a TextInput. `onApply` runs on search and reset (back
 * to the first page).
 */
export function useLogFilters<F extends Record<string, string>>(empty: F, onApply: () => void) {
  const [draft, setDraft] = useState<F>(empty);
  const [filters, setFilters] = useState<F>(empty);
  const apply = (next: F) => {
    setFilters(next);
    onApply();
  };
  return {
    draft,
    setDraft,
    filters,
    form: {
      onSearch: () => apply(Object.fromEntries(Object.entries(draft).map(([k, v]) => [k, v.trim()])) as F),
      onReset: () => {
        setDraft(empty);
        apply(empty);
      },
    },
    text: (key: keyof F) => ({
      value: draft[key],
      onChange: (e: { currentTarget: { value: string } }) => setDraft({ ...draft, [key]: e.currentTarget.value }),
    }),
  };
}
