/**
 * The panel of a plan edited by hand (issue 27 §4): the selected box, the step of a move (mm),
 * buttons to move it along x, y and z, turn it (allowed orientations only) and take it out, undo
 * and redo, and the rules checked at once (overlap, inside the vehicle, full support, load bearing,
 * axle loads, payload, drop order) in Korean. The keys are the views' (ResultPanel).
 */
import { ActionIcon, Alert, Button, Group, NumberInput, Paper, Stack, Text, Tooltip } from "@mantine/core";
import { t } from "@portal/contract";
import {
  IconArrowBackUp,
  IconArrowDown,
  IconArrowForwardUp,
  IconArrowLeft,
  IconArrowRight,
  IconArrowUp,
  IconChevronsDown,
  IconChevronsUp,
  IconPackageExport,
  IconRotateClockwise,
} from "@tabler/icons-react";
import type { ReactNode } from "react";
import { point } from "./format.ts";
import type { BoxEditor, Direction } from "./useBoxEditor.ts";
import type { EditHistory } from "./useEditHistory.ts";

interface Props {
  editor: BoxEditor;
  history: EditHistory;
  nameOf: (typeId: string | number) => string;
}

const MOVES: { label: Parameters<typeof t>[0]; direction: Direction; icon: ReactNode }[] = [
  { label: "loadingEditXMinus", direction: [-1, 0, 0], icon: <IconArrowLeft size={16} /> },
  { label: "loadingEditXPlus", direction: [1, 0, 0], icon: <IconArrowRight size={16} /> },
  { label: "loadingEditYMinus", direction: [0, -1, 0], icon: <IconArrowUp size={16} /> },
  { label: "loadingEditYPlus", direction: [0, 1, 0], icon: <IconArrowDown size={16} /> },
  { label: "loadingEditUp", direction: [0, 0, 1], icon: <IconChevronsUp size={16} /> },
  { label: "loadingEditDown", direction: [0, 0, -1], icon: <IconChevronsDown size={16} /> },
];

/** The editing panel under the views. */
export function PlanEditor({ editor, history, nameOf }: Props) {
  const { box } = editor;
  const none = !box;
  const ok = editor.problems.length === 0 && editor.otherVehicles.length === 0;
  return (
    <Paper withBorder p="sm" radius="md" data-testid="loading-editor">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Text fw={600} size="sm">
            {t("loadingEdit")}
          </Text>
          <Group gap={4}>
            <Tooltip label={t("loadingEditUndo")}>
              <ActionIcon
                variant="default"
                aria-label={t("loadingEditUndo")}
                onClick={history.undo}
                disabled={!history.canUndo}
              >
                <IconArrowBackUp size={16} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t("loadingEditRedo")}>
              <ActionIcon
                variant="default"
                aria-label={t("loadingEditRedo")}
                onClick={history.redo}
                disabled={!history.canRedo}
              >
                <IconArrowForwardUp size={16} />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
        <Text size="xs" c="dimmed" id="loading-edit-hint">
          {t("loadingEditHint")}
        </Text>
        <Text size="sm" data-testid="loading-edit-selected">
          {box
            ? t("loadingEditSelected", {
                box: t("loadingViolationBox", { step: box.step, name: nameOf(box.typeId) }),
                position: point(box.x, box.y, box.z),
              })
            : t("loadingEditNone")}
        </Text>
        <Group gap="xs" align="flex-end">
          <NumberInput
            label={t("loadingEditStepMm")}
            value={editor.stepMm}
            onChange={(value) => editor.setStepMm(Math.max(1, Math.min(5000, Number(value) || 1)))}
            min={1}
            max={5000}
            step={10}
            allowDecimal={false}
            w={130}
            size="xs"
          />
          <Group gap={4}>
            {MOVES.map((move) => (
              <Tooltip key={move.label} label={t(move.label)}>
                <ActionIcon
                  variant="light"
                  size="lg"
                  aria-label={t(move.label)}
                  disabled={none}
                  onClick={() => editor.move(move.direction)}
                >
                  {move.icon}
                </ActionIcon>
              </Tooltip>
            ))}
          </Group>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconRotateClockwise size={14} />}
            disabled={none || !editor.canTurn}
            onClick={editor.turn}
          >
            {t("loadingEditTurn")}
          </Button>
          <Button
            size="xs"
            variant="light"
            color="red"
            leftSection={<IconPackageExport size={14} />}
            disabled={none}
            onClick={editor.remove}
          >
            {t("loadingEditRemove")}
          </Button>
        </Group>
        <Alert
          color={ok ? "teal" : "red"}
          variant="light"
          p="xs"
          role="status"
          aria-live="polite"
          data-testid="loading-edit-check"
          title={ok ? undefined : t("loadingEditProblems", { count: editor.problems.length + editor.moreProblems })}
        >
          {ok && <Text size="sm">{t("loadingEditOk")}</Text>}
          {[...editor.problems, ...editor.otherVehicles].map((text) => (
            <Text key={text} size="sm">
              {text}
            </Text>
          ))}
          {editor.moreProblems > 0 && <Text size="sm">{t("loadingEditMore", { count: editor.moreProblems })}</Text>}
        </Alert>
      </Stack>
    </Paper>
  );
}
