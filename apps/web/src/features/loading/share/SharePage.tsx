/**
 * /app/FUL/LoadingShare#token=…: the page a driver's link opens, without an account (issue 27 §5;
 * docs/loading.md "Share links"). One card per loading step with previous/next (also the arrow keys)
 * and a list of all steps; a vehicle picker when the plan fills several. The token stays in the
 * fragment, which browsers never send, and the current vehicle and step are kept there too, so a
 * reload returns to the same card. Printing (the button or the browser's) prints every step of the
 * vehicle: cards with their views up to PRINT_VIEWS_MAX steps, compact cards without views beyond.
 */
import { Accordion, Alert, Button, Center, Group, Loader, NativeSelect, Pagination, Stack } from "@mantine/core";
import { PALLETS, type SharedPlan, t } from "@portal/contract";
import { supportSteps } from "@portal/loading";
import { IconChevronLeft, IconChevronRight, IconPrinter } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useState } from "react";
import { flushSync } from "react-dom";
import { useLocation, useNavigate } from "react-router";
import { ApiError } from "../../../lib/api.ts";
import { fullDate } from "../../../lib/format.ts";
import { usePageTitle } from "../../../lib/title.ts";
import { mm } from "../format.ts";
import { sharedPlanQuery } from "./api.ts";
import classes from "./SharePage.module.css";
import { cargoName, StepCard } from "./StepCard.tsx";
import { ViewLegend } from "./StepViews.tsx";

/** Steps of a vehicle up to which the printout draws each card's views. */
const PRINT_VIEWS_MAX = 60;
/** Steps per page of the list. */
const LIST_PAGE = 50;

/** The link's token, vehicle (0-based) and step (1-based) from the address's fragment. */
function useFragment() {
  const { hash } = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(hash.slice(1));
  const token = params.get("token") ?? "";
  const vehicle = Math.max(0, Number(params.get("vehicle") ?? 1) - 1 || 0);
  const step = Math.max(1, Number(params.get("step") ?? 1) || 1);
  const go = useCallback(
    (next: { vehicle: number; step: number }) => {
      const fragment = new URLSearchParams({ token, vehicle: String(next.vehicle + 1), step: String(next.step) });
      navigate({ hash: fragment.toString() }, { replace: true });
    },
    [navigate, token],
  );
  return { token, vehicle, step, go };
}

/** Whether the page is being printed (set before the browser lays the printout out). */
function usePrinting(): [boolean, () => void] {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    const before = () => flushSync(() => setPrinting(true));
    const after = () => setPrinting(false);
    window.addEventListener("beforeprint", before);
    window.addEventListener("afterprint", after);
    return () => {
      window.removeEventListener("beforeprint", before);
      window.removeEventListener("afterprint", after);
    };
  }, []);
  const print = () => {
    flushSync(() => setPrinting(true));
    window.print();
  };
  return [printing, print];
}

export function SharePage() {
  const { token, vehicle: vehicleAsked, step: stepAsked, go } = useFragment();
  const shared = useQuery(sharedPlanQuery(token));
  const [printing, print] = usePrinting();

  if (!token) return <Problem text={t("loadingShareNoToken")} />;
  if (shared.isPending)
    return (
      <Center py="xl">
        <Loader aria-label={t("loading")} />
      </Center>
    );
  if (shared.isError)
    return <Problem text={shared.error instanceof ApiError ? shared.error.message : t("errorUnknown")} />;
  const plan = shared.data;
  const vehicle = Math.min(vehicleAsked, plan.vehicles.length - 1);
  return (
    <Steps
      key={vehicle}
      plan={plan}
      vehicle={vehicle}
      stepAsked={stepAsked}
      go={go}
      printing={printing}
      print={print}
    />
  );
}

function Problem({ text }: { text: string }) {
  usePageTitle(t("loadingShareTitle"));
  return (
    <div className={classes.page}>
      <h1 className={classes.title}>{t("loadingShareTitle")}</h1>
      <Alert color="red" role="alert" className={classes.problem} classNames={{ message: classes.problemText }}>
        {text}
      </Alert>
    </div>
  );
}

interface StepsProps {
  plan: SharedPlan;
  vehicle: number;
  stepAsked: number;
  go: (next: { vehicle: number; step: number }) => void;
  printing: boolean;
  print: () => void;
}

/** The header, the current card, the navigation and the list of one vehicle; every card when printing. */
function Steps({ plan, vehicle, stepAsked, go, printing, print }: StepsProps) {
  usePageTitle(`${plan.name} · ${t("loadingShareTitle")}`);
  const placements = plan.vehicles[vehicle]?.placements ?? [];
  const supports = useMemo(() => supportSteps(placements), [placements]);
  const total = placements.length;
  const index = Math.min(stepAsked, total) - 1;
  const step = index + 1;
  const move = useCallback(
    (next: number) => go({ vehicle, step: Math.max(1, Math.min(total, next)) }),
    [go, vehicle, total],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target?.closest("input, textarea, select, [role='slider'], [role='radiogroup']")) return;
      if (event.key === "ArrowRight") move(step + 1);
      if (event.key === "ArrowLeft") move(step - 1);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [move, step]);

  const { length, width, height } = plan.space;
  return (
    <div className={classes.page}>
      <header className={classes.header}>
        <p className={classes.kicker}>{t("loadingShareTitle")}</p>
        <h1 className={classes.title}>{plan.name}</h1>
        <p className={classes.meta}>
          {t("loadingShareSpace", {
            vehicle: plan.vehicleName,
            length: mm(length),
            width: mm(width),
            height: mm(height),
          })}
        </p>
        {plan.palletBase && (
          <p className={classes.meta}>{t("loadingSharePallet", { pallet: PALLETS[plan.palletBase].name })}</p>
        )}
        {plan.unplaced.length > 0 && (
          <p className={classes.meta}>
            {t("loadingShareUnplaced", {
              items: plan.unplaced
                .map((u) => t("loadingUnplacedItem", { name: cargoName(plan, u.type), count: u.count }))
                .join(", "),
            })}
          </p>
        )}
        <p className={classes.expiry}>{t("loadingShareExpires", { date: fullDate(plan.expiresAt) })}</p>
        <Group gap="sm" align="flex-end" className={classes.screenOnly}>
          {plan.vehicles.length > 1 && (
            <NativeSelect
              label={t("loadingShareVehicle")}
              size="md"
              value={String(vehicle)}
              onChange={(event) => go({ vehicle: Number(event.currentTarget.value), step: 1 })}
              data={plan.vehicles.map((_, i) => ({ value: String(i), label: t("loadingVehicleN", { n: i + 1 }) }))}
            />
          )}
          <Button variant="default" leftSection={<IconPrinter size={18} aria-hidden />} onClick={print}>
            {t("loadingSharePrint")}
          </Button>
        </Group>
        <ViewLegend />
      </header>

      {total === 0 && <Alert className={classes.problem}>{t("loadingShareNoBoxes")}</Alert>}

      {printing ? (
        <div className={classes.printList}>
          {placements.map((p, i) => (
            <StepCard
              key={p.step}
              plan={plan}
              placements={placements}
              index={i}
              supports={supports[i] ?? []}
              views={total <= PRINT_VIEWS_MAX}
            />
          ))}
        </div>
      ) : (
        total > 0 && (
          <>
            <StepCard plan={plan} placements={placements} index={index} supports={supports[index] ?? []} />
            {step === total && <p className={classes.last}>{t("loadingShareLast")}</p>}
            <nav className={classes.nav} aria-label={t("loadingShareSteps")}>
              <span className={classes.counter} data-testid="loading-share-step" aria-live="polite">
                {t("loadingShareStep", { step, total })}
              </span>
              <Button
                size="xl"
                variant="default"
                fullWidth
                leftSection={<IconChevronLeft aria-hidden />}
                onClick={() => move(step - 1)}
                disabled={step <= 1}
              >
                {t("loadingSharePrev")}
              </Button>
              <Button
                size="xl"
                fullWidth
                rightSection={<IconChevronRight aria-hidden />}
                onClick={() => move(step + 1)}
                disabled={step >= total}
              >
                {t("loadingShareNext")}
              </Button>
            </nav>
            <StepList plan={plan} placements={placements} step={step} onPick={move} />
          </>
        )
      )}
    </div>
  );
}

/** Every step of the vehicle, 50 a page; picking one shows its card. */
function StepList({
  plan,
  placements,
  step,
  onPick,
}: {
  plan: SharedPlan;
  placements: SharedPlan["vehicles"][number]["placements"];
  step: number;
  onPick: (step: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(placements.length / LIST_PAGE));
  const [page, setPage] = useState(Math.ceil(step / LIST_PAGE));
  const current = Math.min(page, pages);
  const pick = (next: number) => {
    onPick(next);
    window.scrollTo({ top: 0 });
  };
  return (
    <Accordion variant="contained" className={classes.list}>
      <Accordion.Item value="steps">
        <Accordion.Control>{t("loadingShareSteps")}</Accordion.Control>
        <Accordion.Panel>
          <Stack gap={4}>
            {placements.slice((current - 1) * LIST_PAGE, current * LIST_PAGE).map((p) => (
              <Button
                key={p.step}
                variant={p.step === step ? "light" : "subtle"}
                justify="flex-start"
                size="md"
                aria-current={p.step === step ? "step" : undefined}
                onClick={() => pick(p.step)}
              >
                {t("loadingShareGoTo", { step: p.step, name: cargoName(plan, p.type) })}
              </Button>
            ))}
          </Stack>
          {pages > 1 && <Pagination total={pages} value={current} onChange={setPage} mt="sm" />}
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
