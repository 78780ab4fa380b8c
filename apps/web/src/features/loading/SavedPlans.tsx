/**
 * The member's saved plans: newest first, 20 at a time ("more"), each with open, copy and delete
 * (after a confirmation). Opening sets ?plan=<id> in the address, so a reload keeps the plan.
 */
import { Button, Group, Paper, Stack, Text } from "@mantine/core";
import { type PlanSummary, t } from "@portal/contract";
import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError } from "../../lib/api.ts";
import { confirmAction } from "../../lib/confirm.tsx";
import { fullDate, numberText } from "../../lib/format.ts";
import { notifyError, notifySuccess } from "../../lib/notify.ts";
import { copyPlan, deletePlan, plansQuery } from "./api.ts";
import { percent } from "./format.ts";
import { loadingKeys } from "./keys.ts";
import { ShareLinksButton } from "./share/ShareLinks.tsx";

const fail = (error: Error) => notifyError(error instanceof ApiError ? error.message : t("errorUnknown"));

/** The saved plan list; `onOpen(id)` opens one, `onDeleted(id)` tells the page one is gone. */
export function SavedPlans({ onOpen, onDeleted }: { onOpen: (id: number) => void; onDeleted: (id: number) => void }) {
  const client = useQueryClient();
  const plans = useInfiniteQuery(plansQuery);
  const refresh = () => client.invalidateQueries({ queryKey: loadingKeys.plans });
  const copy = useMutation({
    mutationFn: copyPlan,
    onSuccess: () => {
      notifySuccess(t("loadingPlanCopied"));
      void refresh();
    },
    onError: fail,
  });
  const remove = useMutation({
    mutationFn: deletePlan,
    onSuccess: (_answer, id) => {
      notifySuccess(t("loadingPlanDeleted"));
      onDeleted(id);
      void refresh();
    },
    onError: fail,
  });
  const confirmDelete = (plan: PlanSummary) =>
    confirmAction({
      title: t("loadingPlanDelete"),
      message: t("loadingPlanDeleteConfirm", { name: plan.name }),
      danger: true,
      onConfirm: () => remove.mutate(plan.id),
    });

  const items = plans.data?.pages.flatMap((page) => page.items) ?? [];
  if (plans.isPending) return <Text size="sm">{t("loading")}</Text>;
  if (plans.isError)
    return (
      <Text size="sm" c="red">
        {t("errorUnknown")}
      </Text>
    );
  return (
    <Stack gap="xs" data-testid="loading-plans">
      {items.length === 0 && (
        <Text size="sm" c="dimmed">
          {t("loadingPlansEmpty")}
        </Text>
      )}
      {items.map((plan) => (
        <Paper key={plan.id} withBorder p="xs" radius="md">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <div>
              <Text fw={600} size="sm">
                {plan.name}
              </Text>
              <Text size="xs" c="dimmed">
                {`${plan.vehicleName} · ${t("loadingVehiclesValue", { count: plan.vehicleCount })} · ${numberText(plan.boxCount)} · ${percent(plan.volumeRatio)} · ${fullDate(plan.createdAt)}`}
              </Text>
            </div>
            <Group gap={4}>
              <Button
                size="compact-sm"
                variant="light"
                onClick={() => onOpen(plan.id)}
                aria-label={`${plan.name} ${t("loadingPlanOpen")}`}
              >
                {t("loadingPlanOpen")}
              </Button>
              <Button
                size="compact-sm"
                variant="default"
                onClick={() => copy.mutate(plan.id)}
                aria-label={`${plan.name} ${t("loadingPlanCopy")}`}
              >
                {t("loadingPlanCopy")}
              </Button>
              <ShareLinksButton plan={plan} />
              <Button
                size="compact-sm"
                variant="subtle"
                color="red"
                onClick={() => confirmDelete(plan)}
                aria-label={`${plan.name} ${t("loadingPlanDelete")}`}
              >
                {t("loadingPlanDelete")}
              </Button>
            </Group>
          </Group>
        </Paper>
      ))}
      {plans.hasNextPage && (
        <Button variant="default" size="xs" onClick={() => plans.fetchNextPage()} loading={plans.isFetchingNextPage}>
          {t("loadingPlanMore")}
        </Button>
      )}
    </Stack>
  );
}
