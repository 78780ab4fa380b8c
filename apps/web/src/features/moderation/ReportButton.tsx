/**
 * The 신고 button of a post, comment, deal or deal comment (issue 41 §1); its dialog (ReportDialog.tsx)
 * loads when first pressed. The server decides who may report; the screens show the button where the
 * answer says `reportable`.
 */
import { Button } from "@mantine/core";
import { type ReportTargetKind, t } from "@portal/contract";
import { IconFlag } from "@tabler/icons-react";
import { lazy, Suspense, useState } from "react";

const ReportDialog = lazy(() => import("./ReportDialog.tsx").then((m) => ({ default: m.ReportDialog })));

interface Props {
  targetKind: ReportTargetKind;
  targetId: number;
  /** "compact" beside a comment's buttons, "regular" beside a post's. */
  size?: "compact" | "regular";
}

/** The button, and its dialog once pressed. */
export function ReportButton({ targetKind, targetId, size = "regular" }: Props) {
  const [opened, setOpened] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <Button
        size={size === "compact" ? "compact-xs" : "sm"}
        variant="subtle"
        color="gray"
        leftSection={size === "compact" ? undefined : <IconFlag size={16} aria-hidden />}
        onClick={() => {
          setUsed(true);
          setOpened(true);
        }}
      >
        {t("reportAction")}
      </Button>
      {used && (
        <Suspense fallback={null}>
          <ReportDialog targetKind={targetKind} targetId={targetId} opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
