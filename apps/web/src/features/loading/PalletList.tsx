/**
 * The pallets of a plan built pallets-first (issue 27 §3): each pallet's contents (cargo and
 * counts), boxes, weight and height, and its place (which vehicle, at which loading step, where on
 * the floor); opened, its load from above and from the side. 30 pallets at first, "더 보기" for more.
 */
import { Accordion, Button, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import {
  PALLETS,
  type PackResultRow,
  type Palletise,
  type PalletLoadRow,
  type PlacementRow,
  t,
} from "@portal/contract";
import { useState } from "react";
import { kg, mm } from "./format.ts";
import { Projection } from "./Projection.tsx";

const PAGE = 30;

interface Props {
  pallets: PalletLoadRow[];
  palletise: Palletise;
  results: PackResultRow[];
  vehicleLabel: (index: number) => string;
  colourOf: (typeId: PlacementRow["typeId"]) => string;
  nameOf: (typeId: PlacementRow["typeId"]) => string;
}

/** "상자 a 12개, 상자 b 4개": what lies on a pallet. */
export function palletContents(pallet: PalletLoadRow, nameOf: Props["nameOf"]): string {
  const counts = new Map<string, number>();
  for (const p of pallet.placements) counts.set(String(p.typeId), (counts.get(String(p.typeId)) ?? 0) + 1);
  return [...counts].map(([id, count]) => t("loadingUnplacedItem", { name: nameOf(id), count })).join(", ");
}

/** Where each pallet was loaded: "1호차 · 3단계 · x 0 · y 1,100mm", or that no vehicle took it. */
export function palletPlaces(results: PackResultRow[], vehicleLabel: Props["vehicleLabel"]): Map<string, string> {
  const places = new Map<string, string>();
  results.forEach((result, index) => {
    for (const p of result.placements) {
      places.set(
        String(p.typeId),
        t("loadingPalletPlace", { vehicle: vehicleLabel(index), step: p.step, x: mm(p.x), y: mm(p.y) }),
      );
    }
  });
  return places;
}

/** "상자 24개 · 240kg · 높이 1,350mm". */
export function palletSummary(pallet: PalletLoadRow): string {
  return t("loadingPalletSummary", {
    count: pallet.placements.length,
    weight: kg(pallet.weightKg),
    height: mm(pallet.height),
  });
}

/** The pallet list. */
export function PalletList({ pallets, palletise, results, vehicleLabel, colourOf, nameOf }: Props) {
  const [shown, setShown] = useState(PAGE);
  const places = palletPlaces(results, vehicleLabel);
  const pallet = PALLETS[palletise.code];
  const space = { length: pallet.length, width: pallet.width, height: palletise.maxHeightMm - pallet.height };
  return (
    <Stack gap="xs" data-testid="loading-pallets">
      <Title order={3} size="h5">
        {`${t("loadingPallets")} · ${pallet.name} · ${t("loadingPalletCount", { count: pallets.length })}`}
      </Title>
      <Accordion multiple variant="separated" chevronPosition="left">
        {pallets.slice(0, shown).map((load) => (
          <Accordion.Item key={load.id} value={load.id}>
            <Accordion.Control>
              <Text span display="block" size="sm" fw={600}>
                {`${nameOf(load.id)} · ${palletSummary(load)}`}
              </Text>
              <Text span display="block" size="xs" c={places.has(load.id) ? "dimmed" : "red.9"}>
                {places.get(load.id) ?? t("loadingPalletNotLoaded")}
              </Text>
            </Accordion.Control>
            <Accordion.Panel>
              <Text size="sm" mb="xs">{`${t("loadingPalletContents")}: ${palletContents(load, nameOf)}`}</Text>
              <SimpleGrid cols={2} spacing="xs" maw={560}>
                {(["top", "side"] as const).map((view) => (
                  <Projection
                    key={view}
                    space={space}
                    placements={load.placements}
                    step={load.placements.length}
                    view={view}
                    colourOf={colourOf}
                    label={`${nameOf(load.id)} ${view === "top" ? t("loadingViewTop") : t("loadingViewSide")}`}
                  />
                ))}
              </SimpleGrid>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
      {pallets.length > shown && (
        <Button variant="default" size="xs" onClick={() => setShown(shown + PAGE)}>
          {t("loadingPlanMore")}
        </Button>
      )}
    </Stack>
  );
}
