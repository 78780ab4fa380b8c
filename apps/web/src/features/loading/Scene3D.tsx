/**
 * The 3D view of one vehicle's load (three.js through @react-three/fiber, OrbitControls from
 * @react-three/drei): drag to orbit, wheel or pinch to zoom; the boxes loaded up to `step` as one
 * instanced mesh coloured per cargo row, inside the vehicle's outline. Loaded lazily (only on the
 * loading page). Scene units are metres (mm / 1000); three.js's y is our z (up).
 */

import type { PlacementRow, VehicleDims } from "@portal/contract";
import { Bounds, OrbitControls } from "@react-three/drei";
import { Canvas } from "@react-three/fiber";
import { useLayoutEffect, useMemo, useRef } from "react";
import { BoxGeometry, Color, EdgesGeometry, type InstancedMesh, Matrix4 } from "three";

interface Props {
  space: VehicleDims;
  placements: PlacementRow[];
  step: number;
  colourOf: (typeId: PlacementRow["typeId"]) => string;
  label: string;
}

const M = 1 / 1000;
/** Gap between drawn boxes, metres. */
const GAP = 0.02;

function Boxes({ placements, step, colourOf }: Omit<Props, "space" | "label">) {
  const mesh = useRef<InstancedMesh>(null);
  const ordered = useMemo(() => [...placements].sort((a, b) => a.step - b.step), [placements]);
  useLayoutEffect(() => {
    const target = mesh.current;
    if (!target) return;
    const matrix = new Matrix4();
    const colour = new Color();
    ordered.forEach((p, i) => {
      // A small gap and a slightly different shade per box keep neighbours apart to the eye.
      matrix.makeScale(p.dx * M - GAP, p.dz * M - GAP, p.dy * M - GAP);
      matrix.setPosition((p.x + p.dx / 2) * M, (p.z + p.dz / 2) * M, (p.y + p.dy / 2) * M);
      target.setMatrixAt(i, matrix);
      target.setColorAt(i, colour.set(colourOf(p.typeId)).offsetHSL(0, 0, ((i * 7) % 5) * 0.025 - 0.05));
    });
    target.instanceMatrix.needsUpdate = true;
    if (target.instanceColor) target.instanceColor.needsUpdate = true;
  }, [ordered, colourOf]);
  const count = ordered.filter((p) => p.step <= step).length;
  return (
    <instancedMesh
      key={ordered.length}
      ref={mesh}
      args={[undefined, undefined, Math.max(1, ordered.length)]}
      count={count}
    >
      <boxGeometry args={[1, 1, 1]} />
      <meshStandardMaterial />
    </instancedMesh>
  );
}

/** The vehicle's outline and its boxes, with orbit and zoom. */
export function Scene3D({ space, placements, step, colourOf, label }: Props) {
  const size: [number, number, number] = [space.length * M, space.height * M, space.width * M];
  const edges = useMemo(() => new EdgesGeometry(new BoxGeometry(...size)), [size[0], size[1], size[2]]);
  const reach = Math.max(...size);
  return (
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
            <Boxes placements={placements} step={step} colourOf={colourOf} />
          </group>
        </Bounds>
        <gridHelper args={[reach * 1.6, 16, "#adb5bd", "#dee2e6"]} />
        <OrbitControls makeDefault target={[0, size[1] / 3, 0]} />
      </Canvas>
    </div>
  );
}
