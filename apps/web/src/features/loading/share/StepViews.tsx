/**
 * The two small drawings of a driver's step card: the load after this step seen from behind (the
 * door) and from above with the cab at the top and the door at the bottom, both as a person at the
 * door sees it (their left on the left). The box of this step is orange, the boxes loaded before it
 * grey. Drawn by the planner's SVG `Projection` with the placements turned to that point of view.
 */
import type { PlacementRow, SharedPlacement, SharedPlan } from "@portal/contract";
import { t } from "@portal/contract";
import { Projection } from "../Projection.tsx";
import classes from "./SharePage.module.css";

const THIS = "this";
const COLOURS: Record<string, string> = { [THIS]: "#e8590c", earlier: "#ced4da" };
const colourOf = (typeId: PlacementRow["typeId"]) => COLOURS[String(typeId)] ?? "#ced4da";

type Space = SharedPlan["space"];

/**
 * `placements` up to `step` turned so that Projection's x runs from the left wall (seen from the
 * door) and its y from the door inwards ("back", for its side view) or from the cab ("top").
 */
function turned(space: Space, placements: readonly SharedPlacement[], step: number, view: "back" | "top") {
  return {
    space: { length: space.width, width: space.length, height: space.height },
    placements: placements
      .filter((p) => p.step <= step)
      .map(
        (p): PlacementRow => ({
          typeId: p.step === step ? THIS : "earlier",
          x: space.width - p.y - p.dy,
          y: view === "back" ? space.length - p.x - p.dx : p.x,
          z: p.z,
          dx: p.dy,
          dy: p.dx,
          dz: p.dz,
          step: p.step,
        }),
      ),
  };
}

/** Both views of the load after `step`. */
export function StepViews({
  space,
  placements,
  step,
}: {
  space: Space;
  placements: readonly SharedPlacement[];
  step: number;
}) {
  const back = turned(space, placements, step, "back");
  const top = turned(space, placements, step, "top");
  const backName = t("loadingShareViewBack");
  const topName = t("loadingShareViewTop");
  return (
    <div className={classes.views}>
      <figure className={classes.view}>
        <figcaption>{backName}</figcaption>
        <Projection
          space={back.space}
          placements={back.placements}
          step={step}
          view="side"
          colourOf={colourOf}
          label={t("loadingShareViewLabel", { view: backName, step })}
        />
        <div className={classes.ends}>
          <span>{t("loadingShareLeft")}</span>
          <span>{t("loadingShareRight")}</span>
        </div>
      </figure>
      <figure className={classes.view}>
        <figcaption>{topName}</figcaption>
        <div className={classes.cab}>{t("loadingShareCab")}</div>
        <Projection
          space={top.space}
          placements={top.placements}
          step={step}
          view="top"
          colourOf={colourOf}
          label={t("loadingShareViewLabel", { view: topName, step })}
        />
        <div className={classes.cab}>{t("loadingShareDoor")}</div>
      </figure>
    </div>
  );
}

/** The legend of the two colours. */
export function ViewLegend() {
  return (
    <div className={classes.legend}>
      <span>
        <i style={{ background: COLOURS[THIS] }} aria-hidden />
        {t("loadingShareThis")}
      </span>
      <span>
        <i style={{ background: COLOURS.earlier }} aria-hidden />
        {t("loadingShareEarlier")}
      </span>
    </div>
  );
}
