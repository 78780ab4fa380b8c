/**
 * Ledger import (issue 13 "Data in"), for the company's managers (M) and administrators: choose
 * the ledger kind, download its template (CSV or XLSX), send a CSV (UTF-8 or EUC-KR) or XLSX file
 * with a progress bar (the upload's bytes, then the server's phases from the event stream: rows
 * checked so far, rows being stored), and read the row-by-row Korean
 * report when rows are bad (nothing is imported then). The history lists every import with a
 * confirmed rollback of the whole file.
 */
import {
  Alert,
  Anchor,
  Button,
  FileInput,
  Group,
  Paper,
  Progress,
  Select,
  Stack,
  Table,
  Text,
  Title,
} from "@mantine/core";
import {
  type ImportPhase,
  type ImportRejected,
  LEDGER_KINDS,
  type LedgerImport,
  type LedgerKind,
  type MessageKey,
  type RowError,
  t,
} from "@portal/contract";
import { IconDownload, IconUpload } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { WideTable } from "../../components/table/WideTable.tsx";
import { ApiError } from "../../lib/api.ts";
import { confirmAction } from "../../lib/confirm.tsx";
import { fullDate } from "../../lib/format.ts";
import { notifyError, notifySuccess } from "../../lib/notify.ts";
import { importsQuery, rollbackLedger, uploadLedger } from "./api.ts";
import { DashboardFrame } from "./DashboardFrame.tsx";
import { FigureTable, figureColumn } from "./FigureTable.tsx";
import { count } from "./format.ts";
import { dashboardKeys } from "./keys.ts";

const KIND_LABELS: Record<LedgerKind, MessageKey> = {
  billing: "dashKindBilling",
  orders: "dashKindOrders",
  shipments: "dashKindShipments",
  forwarding: "dashKindForwarding",
};

type Phase =
  | { step: "idle" }
  | { step: "upload"; percent: number }
  | { step: "server" }
  | { step: ImportPhase; rows: number };

/** What the progress bar says in `phase` (not idle). */
function phaseText(phase: Phase): string {
  switch (phase.step) {
    case "upload":
      return t("dashImportUploading", { percent: phase.percent });
    case "checking":
      return t("dashImportChecking", { rows: count(phase.rows) });
    case "storing":
      return t("dashImportStoring", { rows: count(phase.rows) });
    default:
      return t("dashImportProcessing");
  }
}

function ImportForm({ companyCode }: { companyCode: string | undefined }) {
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<LedgerKind>("billing");
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<Phase>({ step: "idle" });
  const [report, setReport] = useState<ImportRejected | null>(null);

  const submit = async () => {
    if (!file) return;
    setReport(null);
    setPhase({ step: "upload", percent: 0 });
    try {
      const result = await uploadLedger(
        kind,
        companyCode,
        file,
        // The server's phases may come before the upload's last progress event: they win.
        (percent) =>
          setPhase((now) =>
            now.step === "checking" || now.step === "storing"
              ? now
              : percent >= 100
                ? { step: "server" }
                : { step: "upload", percent },
          ),
        (step, rows) => setPhase({ step, rows }),
      );
      if (result.duplicate) notifySuccess(t("dashImportDuplicateFile"));
      else notifySuccess(t("dashImportDone", { count: count(result.import.rowCount) }));
      setFile(null);
      await queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
    } catch (error) {
      if (error instanceof ApiError && error.code === "IMPORT_ROWS_INVALID") {
        setReport(error.problem as unknown as ImportRejected);
      } else {
        notifyError(error instanceof Error ? error.message : t("errorUnknown"));
      }
    } finally {
      setPhase({ step: "idle" });
    }
  };

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <Select
            label={t("dashImportKind")}
            data={LEDGER_KINDS.map((value) => ({ value, label: t(KIND_LABELS[value]) }))}
            value={kind}
            onChange={(value) => value && setKind(value as LedgerKind)}
            allowDeselect={false}
            w={140}
          />
          <FileInput
            label={t("dashImportFile")}
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            value={file}
            onChange={setFile}
            clearable
            w={{ base: "100%", sm: 300 }}
          />
          <Button
            leftSection={<IconUpload size={16} aria-hidden />}
            onClick={submit}
            disabled={!file}
            loading={phase.step !== "idle"}
          >
            {t("dashImportSubmit")}
          </Button>
        </Group>
        <Group gap="md">
          {(["csv", "xlsx"] as const).map((format) => (
            <Anchor key={format} href={`/api/dashboards/templates/${kind}.${format}`} download size="sm">
              <IconDownload size={14} aria-hidden /> {t(format === "csv" ? "dashTemplateCsv" : "dashTemplateXlsx")}
            </Anchor>
          ))}
        </Group>
        <Text size="xs" c="dimmed">
          {t("dashImportHint")}
        </Text>
        {phase.step !== "idle" && (
          <Stack gap={4}>
            <Progress
              value={phase.step === "upload" ? phase.percent : 100}
              animated={phase.step !== "upload"}
              striped={phase.step !== "upload"}
              color={phase.step === "storing" ? "teal" : undefined}
              aria-label={t("dashImportSubmit")}
            />
            <Text size="sm" role="status">
              {phaseText(phase)}
            </Text>
          </Stack>
        )}
        {report && (
          <Alert color="red" title={report.detail} role="alert">
            <FigureTable<RowError>
              caption={report.detail}
              fileName="import-errors"
              rows={report.errors}
              columns={[
                figureColumn(t("dashImportErrorRow"), "row", String),
                { title: t("dashImportErrorColumn"), text: (r) => r.column },
                { title: t("dashImportErrorProblem"), text: (r) => r.message },
              ]}
            />
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}

function History({ companyCode }: { companyCode: string | undefined }) {
  const queryClient = useQueryClient();
  const imports = useQuery(importsQuery(companyCode));
  const rollback = useMutation({
    mutationFn: (item: LedgerImport) => rollbackLedger(item.importId),
    onSuccess: async () => {
      notifySuccess(t("dashImportRolledBack"));
      await queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
    },
    onError: (error) => notifyError(error.message),
  });
  const confirm = (item: LedgerImport) =>
    confirmAction({
      title: t("dashImportRollback"),
      message: t("dashImportRollbackConfirm", { count: count(item.rowCount) }),
      confirm: t("dashImportRollback"),
      danger: true,
      onConfirm: () => rollback.mutate(item),
    });
  const items = imports.data?.items ?? [];
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t("dashImportHistory")}>
      <Title order={2} size="h4" mb="sm">
        {t("dashImportHistory")}
      </Title>
      {items.length === 0 ? (
        <Text c="dimmed" size="sm">
          {imports.isPending ? t("loading") : t("dashImportNone")}
        </Text>
      ) : (
        <WideTable minWidth={640}>
          <Table striped fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("dashImportKind")}</Table.Th>
                <Table.Th>{t("dashImportFileName")}</Table.Th>
                <Table.Th ta="right">{t("dashImportRows")}</Table.Th>
                <Table.Th>{t("dashImportBy")}</Table.Th>
                <Table.Th>{t("dashImportAt")}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((item) => (
                <Table.Tr key={item.importId}>
                  <Table.Td>{t(KIND_LABELS[item.kind])}</Table.Td>
                  <Table.Td style={{ wordBreak: "break-all" }}>{item.fileName}</Table.Td>
                  <Table.Td ta="right">{count(item.rowCount)}</Table.Td>
                  <Table.Td>{item.createdByName}</Table.Td>
                  <Table.Td style={{ whiteSpace: "nowrap" }}>{fullDate(item.createdAt)}</Table.Td>
                  <Table.Td>
                    <Button size="compact-sm" variant="light" color="red" onClick={() => confirm(item)}>
                      {t("dashImportRollback")}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </WideTable>
      )}
    </Paper>
  );
}

export function ImportPage() {
  return (
    <DashboardFrame noYear>
      {({ companyCode, companies }) =>
        companies.canImport ? (
          <Stack gap="md">
            <ImportForm companyCode={companyCode} />
            <History companyCode={companyCode} />
          </Stack>
        ) : (
          <Alert color="gray">{t("dashImportNotAllowed")}</Alert>
        )
      }
    </DashboardFrame>
  );
}
