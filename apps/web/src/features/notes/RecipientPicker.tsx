/**
 * The recipients of a note (issue 24 §6): pills of the chosen members and a search-as-you-type field. It
 * asks the server (GET /api/address-book/search, the members the spec lets the member see, and any
 * member by whole id) 250 ms after typing stops. Keyboard: arrows move through the matches, Enter picks
 * one (or, with none highlighted, adds the typed text as an id), a comma adds the typed id (a pasted
 * "a,b" adds both), Backspace in the empty field removes the last pill; text left in the field when it
 * loses focus counts as an id. Every pill names its member as a pick does — "최도윤 · 한빛로지스
 * (hanbitlead)" — also for a reply's sender and ids from the address book or typed (each looked up by
 * whole id). The server validates every id when the note is sent.
 */
import { Combobox, Loader, Pill, PillsInput, Text, useCombobox } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { type AddressEntry, t } from "@portal/contract";
import { useQueries, useQuery } from "@tanstack/react-query";
import { type ReactNode, useEffect, useState } from "react";
import { recipientSearchQuery } from "./api.ts";

interface Props {
  /** The chosen ids, in order. */
  value: string[];
  onChange: (ids: string[]) => void;
  error?: ReactNode;
}

/** "최도윤 · 한빛로지스" for a found member. */
const nameOf = (entry: AddressEntry) => (entry.companyName ? `${entry.nameKo} · ${entry.companyName}` : entry.nameKo);

/** The recipients field of the note form. */
export function RecipientPicker({ value, onChange, error }: Props) {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const found = useQuery(recipientSearchQuery(debounced.length <= 40 ? debounced : ""));
  // The chosen members, for their pills' names: each id looked up by the search (an unknown id is named by
  // the server when the note is sent).
  const names = useQueries({
    queries: value.map(recipientSearchQuery),
    combine: (results) =>
      Object.fromEntries(
        results.flatMap((result, i) => {
          const entry = result.data?.items.find((item) => item.userId === value[i]);
          return entry ? [[entry.userId, nameOf(entry)]] : [];
        }),
      ),
  });
  const matches = (found.data?.items ?? []).filter((entry) => !value.includes(entry.userId));

  useEffect(() => {
    if (found.data) combobox.selectFirstOption();
  }, [found.data, combobox]);

  /** Adds typed ids (already chosen ones once) and clears the field. */
  const add = (...ids: string[]) => {
    const fresh = ids.map((id) => id.trim().toLowerCase()).filter((id, i, all) => id && all.indexOf(id) === i);
    const next = [...value, ...fresh.filter((id) => !value.includes(id))];
    if (next.length !== value.length) onChange(next);
    setSearch("");
  };
  const pick = (userId: string) => {
    add(userId);
    combobox.closeDropdown();
  };
  const remove = (id: string) => onChange(value.filter((item) => item !== id));
  const searching = debounced !== "" && (found.isFetching || search.trim() !== debounced);

  return (
    <Combobox store={combobox} onOptionSubmit={pick}>
      <Combobox.DropdownTarget>
        <PillsInput
          label={t("notesRecipientsLabel")}
          description={t("notesRecipientsHint")}
          error={error}
          withAsterisk
          onClick={() => combobox.openDropdown()}
          rightSection={searching ? <Loader size={14} aria-label={t("notesRecipientSearching")} /> : null}
        >
          <Pill.Group>
            {value.map((id) => (
              <Pill
                key={id}
                withRemoveButton
                onRemove={() => remove(id)}
                // Mantine hides the remove button from assistive technology and the Tab order; here it is a named button.
                removeButtonProps={{
                  "aria-label": t("notesRecipientRemove", { name: names[id] ?? id }),
                  "aria-hidden": false,
                  tabIndex: 0,
                }}
              >
                {names[id] ? `${names[id]} (${id})` : id}
              </Pill>
            ))}
            <Combobox.EventsTarget>
              <PillsInput.Field
                placeholder={value.length === 0 ? t("notesRecipientSearchPlaceholder") : undefined}
                value={search}
                maxLength={2000}
                onFocus={() => combobox.openDropdown()}
                onBlur={() => {
                  combobox.closeDropdown();
                  // Text left in the field counts as an id (the server names it if no member has it).
                  if (search.trim()) add(search);
                }}
                onChange={(event) => {
                  const parts = event.currentTarget.value.split(",");
                  if (parts.length > 1) {
                    const rest = parts.pop() ?? "";
                    add(...parts);
                    setSearch(rest);
                    return;
                  }
                  const text = parts[0] ?? "";
                  combobox.openDropdown();
                  combobox.updateSelectedOptionIndex();
                  setSearch(text);
                }}
                onKeyDown={(event) => {
                  if (event.key === "Backspace" && search.length === 0 && value.length > 0) {
                    event.preventDefault();
                    remove(value[value.length - 1] as string);
                  } else if (event.key === "Enter" && combobox.getSelectedOptionIndex() === -1) {
                    event.preventDefault();
                    add(search);
                  }
                }}
              />
            </Combobox.EventsTarget>
          </Pill.Group>
        </PillsInput>
      </Combobox.DropdownTarget>
      <Combobox.Dropdown hidden={debounced === ""}>
        <Combobox.Options>
          {matches.map((entry) => (
            <Combobox.Option value={entry.userId} key={entry.userId}>
              <Text size="sm">{nameOf(entry)}</Text>
              <Text size="xs" c="dimmed">
                {entry.userId}
              </Text>
            </Combobox.Option>
          ))}
          {found.data && matches.length === 0 && !searching && (
            <Combobox.Empty>{t("notesRecipientNone")}</Combobox.Empty>
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
