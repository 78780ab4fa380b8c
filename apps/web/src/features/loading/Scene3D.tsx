/**
 * The 3D view of one vehicle's load (three.js through @react-three/fiber, OrbitControls from
 * @react-three/drei): drag to orbit, wheel or pinch to zoom, or the buttons to turn the view, zoom
 * and go back to the first view (issue 24 §7: not only by mouse); the boxes loaded up to `step` as
 * one instanced mesh coloured per cargo row, inside the vehicle's outline. A click selects a box
 * (`onSelect`, an index into `placements`; issue 27 §4): the selected box is drawn orange and
 * outlined, the boxes a broken rule names (`problems`) red. Loaded lazily (only on the loading
 * page). Scene units are metres (mm / 1000); three.js's y is our z (up).
 */

import { ActionIcon, Group, Tooltip } from "@mantine/core";
import { type PlacementRow, t, type VehicleDims } from "@portal/contract";
import { Bounds, OrbitControls } from "@react-three/drei";
import { Canvas, type ThreeEvent, useThree } from "@react-three/fiber";
import { IconFocus2, IconRotate, IconRotateClockwise, IconZoomIn, IconZoomOut } from "@tabler/icons-react";
import { type ComponentRef, useLayoutEffect, useMemo, useRef } from "react";
import { BoxGeometry, Color, EdgesGeometry, type InstancedMesh, Matrix4 } from "three";

interface Props {
  space: VehicleDims;
  placements: PlacementRow[];
  step: number;
  colourOf: (typeId: PlacementRow["typeId"]) => string;
  label: string;
  selected?: number | null;
  problems?: ReadonlySet<number>;
  onSelect?: (index: number) => void;
}

const M = 1 / 1000;
/** Gap between drawn boxes, metres. */
const GAP = 0.02;
const SELECTED = "#fd7e14";
const BROKEN = "#fa5252";
/** A turn of the view by a button, radians (15°); a zoom step, as a factor of the distance. */
const TURN = Math.PI / 12;
const ZOOM = 1.25;
/** A pointer that moved more than this many pixels was turning the view, not clicking a box. */
const CLICK_PX = 5;

type OrbitControlsImpl = ComponentRef<typeof OrbitControls>;

const UNIT_EDGES = new EdgesGeometry(new BoxGeometry(1, 1, 1));

function Boxes({ placements, step, colourOf, selected, problems, onSelect }: Omit<Props, "space" | "label">) {
  const mesh = useRef<InstancedMesh>(null);
  const invalidate = useThree((state) => state.invalidate);
  const ordered = useMemo(
    () => placements.map((p, index) => ({ p, index })).sort((a, b) => a.p.step - b.p.step),
    [placements],
  );
  useLayoutEffect(() => {
    const target = mesh.current;
    if (!target) return;
    const matrix = new Matrix4();
    const colour = new Color();
    ordered.forEach(({ p, index }, i) => {
      // A small gap and a slightly different shade per box keep neighbours apart to the eye.
      matrix.makeScale(p.dx * M - GAP, p.dz * M - GAP, p.dy * M - GAP);
      matrix.setPosition((p.x + p.dx / 2) * M, (p.z + p.dz / 2) * M, (p.y + p.dy / 2) * M);
      target.setMatrixAt(i, matrix);
      const base = index === selected ? SELECTED : problems?.has(index) ? BROKEN : colourOf(p.typeId);
      target.setColorAt(i, colour.set(base).offsetHSL(0, 0, ((i * 7) % 5) * 0.025 - 0.05));
    });
    target.instanceMatrix.needsUpdate = true;
    if (target.instanceColor) target.instanceColor.needsUpdate = true;
    invalidate();
  }, [ordered, colourOf, selected, problems, invalidate]);
  const count = ordered.filter(({ p }) => p.step <= step).length;
  const chosen = selected === null || selected === undefined ? undefined : placements[selected];
  const pick = (event: ThreeEvent<MouseEvent>) => {
    if (!onSelect || event.instanceId === undefined || event.delta > CLICK_PX) return;
    event.stopPropagation();
    const hit = ordered[event.instanceId];
    if (hit) onSelect(hit.index);
  };
  return (
    <>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a three.js mesh, not a DOM element; the table selects boxes by keyboard */}
      <instancedMesh
        key={ordered.length}
        ref={mesh}
        args={[undefined, undefined, Math.max(1, ordered.length)]}
        count={count}
        onClick={pick}
      >
        <boxGeometry args={[1, 1, 1]} />
        <meshStandardMaterial />
      </instancedMesh>
      {chosen && chosen.step <= step && (
        <lineSegments
          geometry={UNIT_EDGES}
          scale={[chosen.dx * M, chosen.dz * M, chosen.dy * M]}
          position={[(chosen.x + chosen.dx / 2) * M, (chosen.z + chosen.dz / 2) * M, (chosen.y + chosen.dy / 2) * M]}
        >
          <lineBasicMaterial color="#212529" />
        </lineSegments>
      )}
    </>
  );
}

/** The vehicle's outline and its boxes, with orbit and zoom by pointer and by buttons. */
export function Scene3D({ space, placements, step, colourOf, label, selected, problems, onSelect }: Props) {
  const size: [number, number, number] = [space.length * M, space.height * M, space.width * M];
  const edges = useMemo(() => new EdgesGeometry(new BoxGeometry(...size)), [size[0], size[1], size[2]]);
  const reach = Math.max(...size);
  const controls = useRef<OrbitControlsImpl>(null);
  const buttons = [
    {
      label: t("loading3dRotateLeft"),
      icon: <IconRotate size={16} />,
      act: (c: OrbitControlsImpl) => c.setAzimuthalAngle(c.getAzimuthalAngle() - TURN),
    },
    {
      label: t("loading3dRotateRight"),
      icon: <IconRotateClockwise size={16} />,
      act: (c: OrbitControlsImpl) => c.setAzimuthalAngle(c.getAzimuthalAngle() + TURN),
    },
    { label: t("loading3dZoomIn"), icon: <IconZoomIn size={16} />, act: (c: OrbitControlsImpl) => c.dollyOut(ZOOM) },
    { label: t("loading3dZoomOut"), icon: <IconZoomOut size={16} />, act: (c: OrbitControlsImpl) => c.dollyIn(ZOOM) },
    { label: t("loading3dResetView"), icon: <IconFocus2 size={16} />, act: (c: OrbitControlsImpl) => c.reset() },
  ];
  return (
    <div style={{ position: "relative" }}>
      <div role="img" aria-label={label} style={{ height: 420, background: "#f1f3f5", borderRadius: 8 }}>
        <Canvas
          frameloop="demand"
          camera={{ position: [size[0] * 0.9, reach * 0.8, reach * 1.1], fov: 45, near: 0.01, far: 500 }}
        >
          <ambientLight intensity={0.7} />
          <directionalLight position={[reach, reach * 2, reach]} intensity={1.4} />
          <Bounds fit clip margin={1.15}>
            <group position={[-size[0] / 2, 0, -size[2] / 2]}>
              <lineSegments geometry={edges} position={[size[0] / 2, size[1] / 2, size[2] / 2]}>
                <lineBasicMaterial color="#343a40" />
              </lineSegments>
              <Boxes
                placements={placements}
                step={step}
                colourOf={colourOf}
                selected={selected}
                problems={problems}
                onSelect={onSelect}
              />
            </group>
          </Bounds>
          <gridHelper args={[reach * 1.6, 16, "#adb5bd", "#dee2e6"]} />
          <OrbitControls ref={controls} makeDefault target={[0, size[1] / 3, 0]} />
        </Canvas>
      </div>
      <Group gap={4} style={{ position: "absolute", top: 8, right: 8 }}>
        {buttons.map((button) => (
          <Tooltip key={button.label} label={button.label}>
            <ActionIcon
              variant="default"
              aria-label={button.label}
              onClick={() => {
                if (controls.current) button.act(controls.current);
              }}
            >
              {button.icon}
            </ActionIcon>
          </Tooltip>
        ))}
      </Group>
    </div>
  );
}
