/**
 * A 2D view of one vehicle's load as SVG: from above (x along, y across) or from the side (x
 * along, z up), the boxes up to `step`, nearer boxes drawn over farther ones. Used on screen and
 * in the printed report. Sizes in mm; the drawing scales to its container's width.
 */
import type { PlacementRow, VehicleDims } from "@portal/contract";

interface Props {
  space: VehicleDims;
  placements: PlacementRow[];
  step: number;
  view: "top" | "side";
  colourOf: (typeId: PlacementRow["typeId"]) => string;
  label: string;
}

/** The SVG projection. x = 0 (the back wall) is at the left, the door at the right. */
export function Projection({ space, placements, step, view, colourOf, label }: Props) {
  const top = view === "top";
  const width = space.length;
  const height = top ? space.width : space.height;
  const shown = placements
    .filter((p) => p.step <= step)
    // From above the highest boxes are seen; from the side (looking from y = 0) the nearest.
    .sort((a, b) => (top ? a.z + a.dz - (b.z + b.dz) : b.y - a.y));
  const stroke = Math.max(width, height) / 500;
  return (
    <svg
      viewBox={`${-stroke * 2} ${-stroke * 2} ${width + stroke * 4} ${height + stroke * 4}`}
      width="100%"
      role="img"
      aria-label={label}
      style={{ display: "block", maxHeight: 420 }}
    >
      <rect x={0} y={0} width={width} height={height} fill="#f8f9fa" stroke="#495057" strokeWidth={stroke * 2} />
      {shown.map((p) => (
        <rect
          key={`${p.step}`}
          x={p.x}
          y={top ? p.y : space.height - p.z - p.dz}
          width={p.dx}
          height={top ? p.dy : p.dz}
          fill={colourOf(p.typeId)}
          stroke="#212529"
          strokeWidth={stroke}
        />
      ))}
    </svg>
  );
}
