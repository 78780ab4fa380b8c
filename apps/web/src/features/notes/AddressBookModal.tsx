/**
 * The address book (members spec section 2 "Note centre", 3 Address entry): tabs recently used,
 * important (starred) and same company (hidden when the member has no real company); a multi-select
 * list (click, Ctrl/Shift+click, arrow keys, Space, Enter), add/remove arrow buttons, double-click
 * moves, the recipients list, and a button starring or unstarring the selected candidates (a star in
 * an option shows an important address; a button inside an option would be a control in a control,
 * axe `nested-interactive`, issue 38 §3); OK fills the recipient field with the chosen ids (the spec's
 * comma-joined ids are a list here, as in the request).
 */
import { Button, Group, Modal, Stack, Tabs, Text, VisuallyHidden } from "@mantine/core";
import { type AddressEntry, t } from "@portal/contract";
import { IconArrowLeft, IconArrowRight, IconStar, IconStarFilled } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { type KeyboardEvent, type MouseEvent, useId, useState } from "react";
import { notifyError } from "../../lib/notify.ts";
import { addressBookQuery, setImportant, useNoteMutation } from "./api.ts";
import classes from "./notes.module.css";

type Tab = "recent" | "important" | "company";
type Person = Pick<AddressEntry, "userId" | "nameKo"> & Partial<AddressEntry>;

/** Selection of a list: click, Ctrl/Meta toggles, Shift extends from the last clicked. */
function useSelection() {
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [anchor, setAnchor] = useState<number>(-1);
  const [active, setActive] = useState<number>(0);
  const pick = (ids: string[], index: number, e: { ctrlKey: boolean; metaKey: boolean; shiftKey: boolean }) => {
    const id = ids[index];
    if (id === undefined) return;
    setActive(index);
    if (e.shiftKey && anchor >= 0) {
      const [from, to] = anchor < index ? [anchor, index] : [index, anchor];
      setSelected(new Set(ids.slice(from, to + 1)));
      return;
    }
    setAnchor(index);
    if (e.ctrlKey || e.metaKey) {
      setSelected((old) => {
        const next = new Set(old);
        if (!next.delete(id)) next.add(id);
        return next;
      });
    } else setSelected(new Set([id]));
  };
  const clear = () => setSelected(new Set());
  /** Forgets the selection and the active row (another list is shown). */
  const reset = () => {
    clear();
    setAnchor(-1);
    setActive(0);
  };
  return { selected, active, setActive, pick, clear, reset };
}

interface ListProps {
  label: string;
  people: Person[];
  selection: ReturnType<typeof useSelection>;
  /** Moves the given ids to the other list (double-click, Enter). */
  onMove: (ids: string[]) => void;
  /** Stars (`important`) or unstars the given people: a button under the list acts on its selection. */
  star?: (people: Person[], important: boolean) => void;
}

/** A keyboard-usable multi-select listbox. */
function PersonList({ label, people, selection, onMove, star }: ListProps) {
  const labelId = useId();
  const ids = people.map((p) => p.userId);
  const onKey = (e: KeyboardEvent) => {
    const last = ids.length - 1;
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      const next = Math.max(0, Math.min(last, selection.active + (e.key === "ArrowDown" ? 1 : -1)));
      if (e.shiftKey) selection.pick(ids, next, { ctrlKey: false, metaKey: false, shiftKey: true });
      else selection.setActive(next);
    } else if (e.key === " ") {
      e.preventDefault();
      selection.pick(ids, selection.active, { ctrlKey: true, metaKey: false, shiftKey: false });
    } else if (e.key === "Enter") {
      e.preventDefault();
      const chosen =
        selection.selected.size > 0 ? [...selection.selected] : ids.slice(selection.active, selection.active + 1);
      onMove(chosen);
    }
  };
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600} id={labelId}>
        {label}
      </Text>
      {/* Beside the list, not in it: a listbox holds options only (axe `aria-required-children`). */}
      {people.length === 0 && (
        <Text size="sm" c="dimmed">
          {t("notesAddressEmpty")}
        </Text>
      )}
      <div
        role="listbox"
        aria-labelledby={labelId}
        aria-multiselectable="true"
        aria-activedescendant={ids.length > 0 ? `${labelId}-${selection.active}` : undefined}
        tabIndex={0}
        className={classes.listbox}
        onKeyDown={onKey}
      >
        {people.map((p, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the listbox handles the keys for its options (aria-activedescendant)
          <div
            key={p.userId}
            id={`${labelId}-${index}`}
            role="option"
            tabIndex={-1}
            aria-selected={selection.selected.has(p.userId)}
            data-active={index === selection.active}
            className={classes.option}
            onClick={(e: MouseEvent) => selection.pick(ids, index, e)}
            onDoubleClick={() => onMove([p.userId])}
          >
            {p.important ? <IconStarFilled size={14} color="var(--mantine-color-yellow-7)" aria-hidden /> : null}
            <Text size="sm" truncate>
              {p.nameKo} ({p.userId}){p.companyName ? ` · ${p.companyName}` : ""}
              {p.important && <VisuallyHidden>{t("notesAddressImportantMark")}</VisuallyHidden>}
            </Text>
          </div>
        ))}
      </div>
      {star && <StarButton people={people.filter((p) => selection.selected.has(p.userId))} star={star} />}
    </Stack>
  );
}

/** Stars the selected people, or unstars them when every one of them is starred already. */
function StarButton({ people, star }: { people: Person[]; star: NonNullable<ListProps["star"]> }) {
  const unstar = people.length > 0 && people.every((p) => p.important);
  return (
    <Button
      size="xs"
      variant="subtle"
      color="dark"
      leftSection={
        unstar ? (
          <IconStar size={14} aria-hidden />
        ) : (
          <IconStarFilled size={14} color="var(--mantine-color-yellow-7)" aria-hidden />
        )
      }
      disabled={people.length === 0}
      onClick={() => star(people, !unstar)}
    >
      {unstar ? t("notesAddressUnstar") : t("notesAddressStar")}
    </Button>
  );
}

interface Props {
  /** The recipient field's current ids. */
  initial: string[];
  onClose: () => void;
  onOk: (recipients: string[]) => void;
}

export function AddressBookModal({ initial, onClose, onOk }: Props) {
  const [tab, setTab] = useState<Tab>("recent");
  const book = useQuery(addressBookQuery(tab));
  const hasCompany = useQuery(addressBookQuery("recent")).data?.hasCompany ?? false;
  const star = useNoteMutation(setImportant);
  const [chosen, setChosen] = useState<Person[]>(() => initial.map((id) => ({ userId: id, nameKo: id })));
  const left = useSelection();
  const right = useSelection();
  const candidates = (book.data?.items ?? []).filter((p) => !chosen.some((c) => c.userId === p.userId));

  const add = (ids: string[]) => {
    const adding = candidates.filter((p) => ids.includes(p.userId));
    setChosen((old) => [...old, ...adding]);
    left.clear();
  };
  const remove = (ids: string[]) => {
    setChosen((old) => old.filter((p) => !ids.includes(p.userId)));
    right.clear();
  };
  const setStars = (people: Person[], important: boolean) => {
    for (const p of people) star.mutate({ userId: p.userId, important }, { onError: (e) => notifyError(e.message) });
  };

  return (
    <Modal opened onClose={onClose} title={t("notesAddressBook")} size="xl">
      <Stack>
        <Tabs
          value={tab}
          onChange={(v) => {
            if (!v) return;
            setTab(v as Tab);
            left.reset();
          }}
        >
          <Tabs.List>
            <Tabs.Tab value="recent">{t("notesAddressRecent")}</Tabs.Tab>
            <Tabs.Tab value="important">{t("notesAddressImportant")}</Tabs.Tab>
            {hasCompany && <Tabs.Tab value="company">{t("notesAddressCompany")}</Tabs.Tab>}
          </Tabs.List>
        </Tabs>
        <Text size="xs" c="dimmed">
          {t("notesAddressHint")}
        </Text>
        <div className={classes.book}>
          <PersonList
            label={t("notesAddressCandidates")}
            people={candidates}
            selection={left}
            onMove={add}
            star={setStars}
          />
          <Stack justify="center" align="center" gap="xs">
            <Button
              variant="light"
              rightSection={<IconArrowRight size={16} aria-hidden />}
              onClick={() => add([...left.selected])}
              disabled={left.selected.size === 0}
            >
              {t("notesAddressAdd")}
            </Button>
            <Button
              variant="light"
              leftSection={<IconArrowLeft size={16} aria-hidden />}
              onClick={() => remove([...right.selected])}
              disabled={right.selected.size === 0}
            >
              {t("notesAddressRemove")}
            </Button>
          </Stack>
          <PersonList label={t("notesAddressChosen")} people={chosen} selection={right} onMove={remove} />
        </div>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t("cancel")}
          </Button>
          <Button
            onClick={() => {
              onOk(chosen.map((p) => p.userId));
              onClose();
            }}
          >
            {t("confirm")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
