/**
 * /app/admin/reports: the administrators' queue of reported items (issue 41 §3): one card per item with
 * its count, reasons, first and last report and its content as it is now, filtered by state, kind,
 * reason and board; each decision (dismiss, hide, restore, delete, 임시조치 for 1–30 days) is confirmed
 * and sent to the server, which records it in the audit log; the author can be warned (a notification) or
 * suspended from here.
 */
import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Modal,
  NumberInput,
  Pagination,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import {
  MODERATION_ITEM_STATES,
  type ModerationAction,
  type ModerationItem,
  type ModerationQueueQuery,
  NOTE_ACTIONS,
  REPORT_REASONS,
  REPORT_TARGET_KINDS,
  seoulMinute,
  TEMPORARY_MEASURE_MAX_DAYS,
  t,
} from "@portal/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { AdminNav } from "../../components/layout/AdminNav.tsx";
import { confirmAction } from "../../lib/confirm.tsx";
import { fullDate } from "../../lib/format.ts";
import { notifyError, notifySuccess } from "../../lib/notify.ts";
import { decideReport, moderationKeys, moderationQueueQuery, suspendMember, warnAuthor } from "./api.ts";

const PAGE_SIZE = 20;
type Filter = Pick<ModerationQueueQuery, "state" | "kind" | "reason" | "boardId">;

/** The actions each state offers (a deleted item is final). */
const ACTIONS: Record<ModerationItem["state"], ModerationAction[]> = {
  open: ["dismiss", "hide", "temporary", "delete"],
  hidden: ["restore", "temporary", "delete"],
  temporary: ["restore", "delete"],
  dismissed: ["hide", "delete"],
  restored: ["hide", "delete"],
  deleted: [],
};
/** The actions on `item`: its state's, and on a note only those a note takes (nothing of it is public). */
const actionsOf = (item: ModerationItem) =>
  item.targetKind === "note" ? ACTIONS[item.state].filter((a) => NOTE_ACTIONS.includes(a)) : ACTIONS[item.state];
const ACTION_LABEL = {
  dismiss: "reportsDismiss",
  hide: "reportsHide",
  restore: "reportsRestore",
  delete: "reportsDelete",
  temporary: "reportsTemporary",
} as const;

/** A select of the queue's filters, "전체" first. */
function FilterSelect(props: {
  label: string;
  value: string | undefined;
  options: { value: string; label: string }[];
  allLabel?: string;
  onChange: (value: string | undefined) => void;
}) {
  return (
    <Select
      label={props.label}
      data={[{ value: "", label: props.allLabel ?? t("reportsFilterAll") }, ...props.options]}
      value={props.value ?? ""}
      onChange={(value) => props.onChange(value || undefined)}
      allowDeselect={false}
      w={{ base: "100%", sm: props.allLabel ? 260 : 200 }}
    />
  );
}

/** One reported item and its decisions. */
function ItemCard({
  item,
  onAct,
  onWarn,
  onSuspend,
}: {
  item: ModerationItem;
  onAct: (item: ModerationItem, action: ModerationAction) => void;
  onWarn: (item: ModerationItem) => void;
  onSuspend: (item: ModerationItem) => void;
}) {
  return (
    <Card withBorder radius="md" padding="md" data-testid="report-item">
      <Stack gap={6}>
        <Group gap="xs" wrap="wrap">
          <Badge variant="light">{t(`reportsKind_${item.targetKind}`)}</Badge>
          <Badge color={item.state === "open" ? "red" : "gray"}>{t(`reportsState_${item.state}`)}</Badge>
          <Text size="sm" fw={600}>
            {t("reportsCount", { count: item.reportCount })}
          </Text>
        </Group>
        <Title order={2} size="h5">
          {item.title}
        </Title>
        {item.body && (
          <Text size="sm" lineClamp={4} style={{ whiteSpace: "pre-wrap" }}>
            {item.body}
          </Text>
        )}
        <Group gap={6} wrap="wrap">
          {item.reasons.map((r) => (
            <Badge key={r.reason} variant="outline" color="gray">
              {t(`reportReason_${r.reason}`)} {r.count}
            </Badge>
          ))}
        </Group>
        <Text size="xs" c="dimmed">
          {t("reportsFirstLast", { first: fullDate(item.firstReportAt), last: fullDate(item.lastReportAt) })} ·{" "}
          {t("reportsAuthor", { author: item.authorId })}
        </Text>
        {item.temporaryUntil && <Text size="xs">{t("reportsUntil", { until: seoulMinute(item.temporaryUntil) })}</Text>}
        {item.objection && <Text size="xs">{t("reportsObjection", { text: item.objection })}</Text>}
        <Group gap="xs" wrap="wrap" aria-label={t("reportsActions")} role="group">
          {item.link && (
            <Anchor component={Link} to={item.link} size="sm">
              {t("reportsOpenItem")}
            </Anchor>
          )}
          {actionsOf(item).map((action) => (
            <Button
              key={action}
              size="compact-sm"
              variant="light"
              color={action === "delete" ? "red" : action === "dismiss" || action === "restore" ? "gray" : "orange"}
              onClick={() => onAct(item, action)}
            >
              {t(ACTION_LABEL[action])}
            </Button>
          ))}
          <Button size="compact-sm" variant="subtle" color="orange" onClick={() => onWarn(item)}>
            {t("reportsWarn")}
          </Button>
          <Button size="compact-sm" variant="subtle" color="red" onClick={() => onSuspend(item)}>
            {t("reportsSuspend")}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** The 임시조치 period and the suspension, asked in one small dialog each. */
function PeriodModal(props: {
  title: string;
  opened: boolean;
  withReason: boolean;
  max: number;
  onClose: () => void;
  onSubmit: (days: number, reason: string) => void;
}) {
  const [days, setDays] = useState<number | string>(7);
  const [reason, setReason] = useState("");
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={props.title} centered>
      <Stack gap="sm">
        <NumberInput
          label={props.withReason ? t("reportsSuspendDays") : t("reportsDays")}
          min={1}
          max={props.max}
          value={days}
          onChange={setDays}
        />
        {!props.withReason && (
          <Text size="sm" c="dimmed">
            {t("reportsTemporaryHint")}
          </Text>
        )}
        {props.withReason && (
          <Textarea
            label={t("reportsSuspendReason")}
            required
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
          />
        )}
        <Button onClick={() => props.onSubmit(Number(days), reason)}>{t("confirm")}</Button>
      </Stack>
    </Modal>
  );
}

/** The warning's text, asked in a small dialog. */
function WarnModal(props: { opened: boolean; onClose: () => void; onSubmit: (text: string) => void }) {
  const [text, setText] = useState("");
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={t("reportsWarn")} centered>
      <Stack gap="sm">
        <Textarea
          label={t("reportsWarnText")}
          required
          autosize
          minRows={3}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
        />
        <Button
          onClick={() => {
            props.onSubmit(text);
            setText("");
          }}
        >
          {t("confirm")}
        </Button>
      </Stack>
    </Modal>
  );
}

export function ReportsPage() {
  const client = useQueryClient();
  const [filter, setFilter] = useState<Filter>({});
  const [page, setPage] = useState(1);
  const [temporary, setTemporary] = useState<ModerationItem | null>(null);
  const [suspending, setSuspending] = useState<ModerationItem | null>(null);
  const [warning, setWarning] = useState<ModerationItem | null>(null);
  const queue = useQuery(moderationQueueQuery({ ...filter, page, pageSize: PAGE_SIZE }));
  const refresh = () => client.invalidateQueries({ queryKey: moderationKeys.all });
  const act = useMutation({
    mutationFn: (run: () => Promise<string>) => run(),
    onSuccess: async (message) => {
      notifySuccess(message);
      await refresh();
    },
    onError: (e: Error) => notifyError(e.message),
  });
  const change = (key: keyof Filter) => (value: string | undefined) => {
    setFilter((f) => ({ ...f, [key]: value }) as Filter);
    setPage(1);
  };
  const decide = (item: ModerationItem, action: ModerationAction, days?: number) =>
    act.mutate(async () => {
      await decideReport(item.targetKind, item.targetId, { action, ...(days ? { days } : {}) });
      return t("reportsDone");
    });
  const onAct = (item: ModerationItem, action: ModerationAction) => {
    if (action === "temporary") return setTemporary(item);
    confirmAction({
      title: t(ACTION_LABEL[action]),
      message: t("reportsConfirm", { title: item.title, action: t(ACTION_LABEL[action]) }),
      confirm: t("confirm"),
      danger: action === "delete",
      onConfirm: () => decide(item, action),
    });
  };
  const total = queue.data?.total ?? 0;

  return (
    <Stack gap="md">
      <AdminNav />
      <Title order={1} size="h3">
        {t("reportsTitle")}
      </Title>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <FilterSelect
          label={t("reportsFilterState")}
          value={filter.state}
          allLabel={t("reportsFilterPending")}
          options={MODERATION_ITEM_STATES.map((s) => ({ value: s, label: t(`reportsState_${s}`) }))}
          onChange={change("state")}
        />
        <FilterSelect
          label={t("reportsFilterKind")}
          value={filter.kind}
          options={REPORT_TARGET_KINDS.map((k) => ({ value: k, label: t(`reportsKind_${k}`) }))}
          onChange={change("kind")}
        />
        <FilterSelect
          label={t("reportsFilterReason")}
          value={filter.reason}
          options={REPORT_REASONS.map((r) => ({ value: r, label: t(`reportReason_${r}`) }))}
          onChange={change("reason")}
        />
        <TextInput
          label={t("reportsFilterBoard")}
          value={filter.boardId ?? ""}
          onChange={(e) => change("boardId")(e.currentTarget.value.trim())}
          w={{ base: "100%", sm: 220 }}
        />
      </Group>
      {queue.data && queue.data.items.length === 0 && <Text c="dimmed">{t("reportsEmpty")}</Text>}
      {queue.data?.items.map((item) => (
        <ItemCard
          key={`${item.targetKind}-${item.targetId}`}
          item={item}
          onAct={onAct}
          onWarn={setWarning}
          onSuspend={setSuspending}
        />
      ))}
      {total > PAGE_SIZE && (
        <Pagination
          value={page}
          onChange={setPage}
          total={Math.ceil(total / PAGE_SIZE)}
          aria-label={t("reportsTitle")}
        />
      )}
      <PeriodModal
        title={t("reportsTemporary")}
        opened={temporary !== null}
        withReason={false}
        max={TEMPORARY_MEASURE_MAX_DAYS}
        onClose={() => setTemporary(null)}
        onSubmit={(days) => {
          if (temporary) decide(temporary, "temporary", days);
          setTemporary(null);
        }}
      />
      <WarnModal
        opened={warning !== null}
        onClose={() => setWarning(null)}
        onSubmit={(text) => {
          const item = warning;
          setWarning(null);
          if (item)
            act.mutate(async () => {
              await warnAuthor(item.targetKind, item.targetId, { text });
              return t("reportsWarned");
            });
        }}
      />
      <PeriodModal
        title={t("reportsSuspend")}
        opened={suspending !== null}
        withReason
        max={365}
        onClose={() => setSuspending(null)}
        onSubmit={(days, reason) => {
          const item = suspending;
          setSuspending(null);
          if (item)
            act.mutate(async () => {
              const done = await suspendMember(item.authorId, { days, reason });
              return t("reportsSuspended", { until: seoulMinute(done.suspendedUntil) });
            });
        }}
      />
    </Stack>
  );
}
