/**
 * The six-tab intro viewer of the home page (boards spec §9): intro video (an animated drawing of the
 * platform's flow), goal diagram, vision, service, direction, consortium — the portal's own pictures.
 */
import { Image, Paper, Tabs, Text, Title } from "@mantine/core";
import { type MessageKey, t } from "@portal/contract";
import { picture } from "../../lib/pictures.ts";

const TABS: { value: string; label: MessageKey; image: string; alt: MessageKey }[] = [
  {
    value: "video",
    label: "homeIntroVideo",
    image: "intro-flow.svg",
    alt: "pictureIntroFlow",
  },
  {
    value: "goal",
    label: "homeIntroGoal",
    image: "goal.svg",
    alt: "pictureGoal",
  },
  { value: "vision", label: "homeIntroVision", image: "vision.svg", alt: "pictureVision" },
  {
    value: "service",
    label: "homeIntroService",
    image: "service.svg",
    alt: "pictureService",
  },
  {
    value: "direction",
    label: "homeIntroDirection",
    image: "direction.svg",
    alt: "pictureDirection",
  },
  {
    value: "consortium",
    label: "homeIntroConsortium",
    image: "consortium.svg",
    alt: "pictureConsortium",
  },
];

export function IntroViewer() {
  return (
    <Paper withBorder radius="md" p="lg">
      <Title order={2} size="h4" mb="sm">
        {t("homeIntroTitle")}
      </Title>
      <Tabs defaultValue="video" keepMounted={false}>
        <Tabs.List>
          {TABS.map((tab) => (
            <Tabs.Tab key={tab.value} value={tab.value}>
              {t(tab.label)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {TABS.map((tab) => (
          <Tabs.Panel key={tab.value} value={tab.value} pt="md">
            <Image
              {...picture(tab.image)}
              h="auto"
              alt={t(tab.alt)}
              radius="md"
              mah={420}
              fit="contain"
              loading="lazy"
            />
            {tab.value === "video" && (
              <Text size="sm" c="gray.7" mt="xs">
                {t("homeIntroVideoCaption")}
              </Text>
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Paper>
  );
}
