/**
 * The six-tab intro viewer of the home page (boards spec §9): intro video (an animated drawing of the
 * platform's flow), goal diagram, vision, service, direction, consortium — the portal's own pictures.
 */
import { Image, Paper, Tabs, Text, Title } from "@mantine/core";
import { type MessageKey, t } from "@portal/contract";

const TABS: { value: string; label: MessageKey; image: string; alt: string }[] = [
  {
    value: "video",
    label: "homeIntroVideo",
    image: "intro-flow.svg",
    alt: "입고, 보관, 피킹, 출하, 운송이 플랫폼 데이터로 이어지는 흐름 애니메이션",
  },
  {
    value: "goal",
    label: "homeIntroGoal",
    image: "goal.svg",
    alt: "목표 구성도: 제조기업, 물류기업, 실증센터, 지원기관을 잇는 공동 플랫폼",
  },
  { value: "vision", label: "homeIntroVision", image: "vision.svg", alt: "비전: 효율, 연결, 성장" },
  {
    value: "service",
    label: "homeIntroService",
    image: "service.svg",
    alt: "서비스: 정보 공유, 실증 예약, 중고 거래, 적재 시뮬레이션, 데이터",
  },
  {
    value: "direction",
    label: "homeIntroDirection",
    image: "direction.svg",
    alt: "추진 방향: 2020 기반 구축, 2021 실증, 2022 확산",
  },
  {
    value: "consortium",
    label: "homeIntroConsortium",
    image: "consortium.svg",
    alt: "컨소시엄 구성: 주관기관, 플랫폼 개발사, 장비 제조사, 물류 운영사, 연구기관",
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
            <Image src={`/img/pages/${tab.image}`} alt={tab.alt} radius="md" mah={420} fit="contain" loading="lazy" />
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
