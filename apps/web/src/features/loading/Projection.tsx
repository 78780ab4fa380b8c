/**
 * A 2D view of one vehicle's load as SVG: from above (x along, y across) or from the side (x
 * along, z up), the boxes up to `step`, nearer boxes drawn over farther ones. Used on screen and
 * in the printed report. Sizes in mm; the drawing scales to its container's width.
 *
 * Editing (issue 27 §4, on screen only): a click selects a box (`onSelect`, an index into
 * `placements`); from above, dragging a box drops it where it is let go (`onDrop`, its new corner
 * snapped to 10 mm and kept within the walls). The selected box is outlined in orange, the boxes a
 * broken rule names (`problems`) in red.
 */
import type { PlacementRow, VehicleDims } from "@portal/contract";
import { type PointerEvent, useRef, useState } from "react";

interface Props {
  space: VehicleDims;
  placements: PlacementRow[];
  step: number;
  view: "top" | "side";
  colourOf: (typeId: PlacementRow["typeId"]) => string;
  label: string;
  selected?: number | null;
  problems?: ReadonlySet<number>;
  onSelect?: (index: number) => void;
  onDrop?: (index: number, x: number, y: number) => void;
}

/** Grid a dragged box snaps to, mm. */
const SNAP = 10;

interface Drag {
  index: number;
  from: { x: number; y: number };
  by: { x: number; y: number };
}

/** The SVG projection. x = 0 (the back wall) is at the left, the door at the right. */
export function Projection({
  space,
  placements,
  step,
  view,
  colourOf,
  label,
  selected = null,
  problems,
  onSelect,
  onDrop,
}: Props) {
  const svg = useRef<SVGSVGElement>(null);
  const [drag, setDrag] = useState<Drag | null>(null);
  const top = view === "top";
  const width = space.length;
  const height = top ? space.width : space.height;
  const shown = placements
    .map((p, index) => ({ p, index }))
    .filter(({ p }) => p.step <= step)
    // From above the highest boxes are seen; from the side (looking from y = 0) the nearest.
    .sort(({ p: a }, { p: b }) => (top ? a.z + a.dz - (b.z + b.dz) : b.y - a.y))
    // The selected (or dragged) box last, so that it is seen wherever it lies.
    .sort((a, b) => Number(a.index === (drag?.index ?? selected)) - Number(b.index === (drag?.index ?? selected)));
  const stroke = Math.max(width, height) / 500;
  const draggable = top && onDrop !== undefined;

  /** The pointer's position in the drawing, mm. */
  const at = (event: PointerEvent) => {
    const matrix = svg.current?.getScreenCTM();
    if (!matrix) return { x: 0, y: 0 };
    const p = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
    return { x: p.x, y: p.y };
  };
  /** Where the dragged box's corner goes, mm: snapped and within the walls. */
  const target = (d: Drag) => {
    const box = placements[d.index]!;
    const snap = (value: number, max: number) => Math.max(0, Math.min(max, Math.round(value / SNAP) * SNAP));
    return { x: snap(box.x + d.by.x, space.length - box.dx), y: snap(box.y + d.by.y, space.width - box.dy) };
  };

  return (
    <svg
      ref={svg}
      viewBox={`${-stroke * 2} ${-stroke * 2} ${width + stroke * 4} ${height + stroke * 4}`}
      width="100%"
      role="img"
      aria-label={label}
      style={{ display: "block", maxHeight: 420, touchAction: draggable ? "none" : undefined }}
      onPointerMove={(event) => {
        if (!drag) return;
        const p = at(event);
        setDrag({ ...drag, by: { x: p.x - drag.from.x, y: p.y - drag.from.y } });
      }}
      onPointerUp={() => {
        if (!drag) return;
        setDrag(null);
        const box = placements[drag.index]!;
        const to = target(drag);
        if (to.x !== box.x || to.y !== box.y) onDrop?.(drag.index, to.x, to.y);
      }}
      onPointerCancel={() => setDrag(null)}
    >
      <rect x={0} y={0} width={width} height={height} fill="#f8f9fa" stroke="#495057" strokeWidth={stroke * 2} />
      {shown.map(({ p, index }) => {
        const moved = drag?.index === index ? target(drag) : null;
        const isSelected = index === selected;
        const broken = problems?.has(index) ?? false;
        return (
          <rect
            key={`${p.step}`}
            data-step={p.step}
            x={moved ? moved.x : p.x}
            y={top ? (moved ? moved.y : p.y) : space.height - p.z - p.dz}
            width={p.dx}
            height={top ? p.dy : p.dz}
            fill={colourOf(p.typeId)}
            fillOpacity={moved ? 0.7 : 1}
            stroke={isSelected ? "#e8590c" : broken ? "#e03131" : "#212529"}
            strokeWidth={isSelected || broken ? stroke * 4 : stroke}
            strokeDasharray={broken && !isSelected ? `${stroke * 8} ${stroke * 4}` : undefined}
            style={onSelect ? { cursor: draggable ? "move" : "pointer" } : undefined}
            onPointerDown={
              onSelect
                ? (event) => {
                    onSelect(index);
                    if (!draggable) return;
                    event.currentTarget.setPointerCapture(event.pointerId);
                    setDrag({ index, from: at(event), by: { x: 0, y: 0 } });
                  }
                : undefined
            }
          />
        );
      })}
    </svg>
  );
}
