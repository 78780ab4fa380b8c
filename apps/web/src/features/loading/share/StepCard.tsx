/**
 * One step of a driver's link (issue 27 §5): what to load (name, size mm, weight kg, stop), where
 * (from the cab wall, from the left wall seen from the door, on the floor or on which steps' boxes),
 * which way up, and the views of the load after this step. Large type for reading in a truck.
 */
import type { SharedPlacement, SharedPlan } from "@portal/contract";
import { t } from "@portal/contract";
import { uprightSide } from "@portal/loading";
import { kg, mm } from "../format.ts";
import classes from "./SharePage.module.css";
import { StepViews } from "./StepViews.tsx";

/** The name a driver reads for cargo row `type` (its name, or "화물 n"). */
export function cargoName(plan: SharedPlan, type: number): string {
  return plan.cargo[type]?.name || t("loadingShareCargoN", { n: type + 1 });
}

interface Props {
  plan: SharedPlan;
  placements: readonly SharedPlacement[];
  /** Index in `placements` of this card's box. */
  index: number;
  /** Steps of the boxes it stands on. */
  supports: readonly number[];
  /** Whether to draw the views (the printout leaves them out of long plans). */
  views?: boolean;
}

export function StepCard({ plan, placements, index, supports, views = true }: Props) {
  const p = placements[index];
  if (!p) return null;
  const cargo = plan.cargo[p.type];
  const side = cargo ? uprightSide(cargo, p.dz) : "height";
  const upright =
    side === "height"
      ? t("loadingShareUpHeight", { mm: mm(p.dz) })
      : side === "length"
        ? t("loadingShareUpLength", { mm: mm(p.dz) })
        : t("loadingShareUpWidth", { mm: mm(p.dz) });
  const stop = p.stop ?? cargo?.stop;
  const stepText = t("loadingShareStep", { step: p.step, total: placements.length });
  return (
    <article className={classes.card} aria-label={stepText} data-testid="loading-share-card">
      <p className={classes.stepNo}>{stepText}</p>
      <section>
        <h2 className={classes.label}>{t("loadingShareWhat")}</h2>
        <p className={classes.name}>{cargoName(plan, p.type)}</p>
        <p className={classes.line}>
          {cargo &&
            t("loadingShareSize", {
              length: mm(cargo.length),
              width: mm(cargo.width),
              height: mm(cargo.height),
              weight: kg(cargo.weightKg),
            })}
          {stop !== undefined && <span className={classes.stop}>{t("loadingShareStop", { stop })}</span>}
        </p>
      </section>
      <section>
        <h2 className={classes.label}>{t("loadingShareWhere")}</h2>
        <ul className={classes.facts}>
          <li>{t("loadingShareFromCab", { mm: mm(p.x) })}</li>
          <li>{t("loadingShareFromLeft", { mm: mm(plan.space.width - p.y - p.dy) })}</li>
          <li>
            {p.z === 0 ? t("loadingShareOnFloor") : t("loadingShareOnTop", { mm: mm(p.z), steps: supports.join(", ") })}
          </li>
        </ul>
      </section>
      <section>
        <h2 className={classes.label}>{t("loadingShareUp")}</h2>
        <ul className={classes.facts}>
          <li>{upright}</li>
          <li>{t("loadingShareFootprint", { along: mm(p.dx), across: mm(p.dy) })}</li>
        </ul>
      </section>
      {views && <StepViews space={plan.space} placements={placements} step={p.step} />}
    </article>
  );
}
