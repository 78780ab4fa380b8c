/** The detail's photos: one at a time with previous/next (arrow keys too), thumbnails, and a full-screen view. */
import { ActionIcon, AspectRatio, Box, Center, Group, Image, Modal, Stack, Text, UnstyledButton } from "@mantine/core";
import { type DealPhoto, type MessageKey, THUMBNAIL_SIZE, t } from "@portal/contract";
import { IconChevronLeft, IconChevronRight, IconPhotoOff } from "@tabler/icons-react";
import { useState } from "react";
import classes from "./trade.module.css";

/** The previous and next buttons over a photo. */
const ARROWS: { by: number; side: "left" | "right"; label: MessageKey; Icon: typeof IconChevronLeft }[] = [
  { by: -1, side: "left", label: "tradeNewer", Icon: IconChevronLeft },
  { by: 1, side: "right", label: "tradeOlder", Icon: IconChevronRight },
];

/** The placeholder of a deal without photos ('no photo'); `xs` on the cards, `sm` on the detail. */
export function NoPhoto({ size }: { size: "xs" | "sm" }) {
  return (
    <Center className={classes.placeholder}>
      <Stack gap={4} align="center">
        <IconPhotoOff size={size === "xs" ? 32 : 40} aria-hidden />
        <Text size={size}>{t("tradeNoPhoto")}</Text>
      </Stack>
    </Center>
  );
}

/** A photo carousel for `photos` of the deal titled `title`. */
export function PhotoCarousel({ photos, title }: { photos: DealPhoto[]; title: string }) {
  const [index, setIndex] = useState(0);
  const [open, setOpen] = useState(false);
  const current = photos[index];
  const step = (delta: number) => setIndex((i) => (i + delta + photos.length) % photos.length);
  const keys = (e: React.KeyboardEvent) => {
    if (e.key === "ArrowLeft") step(-1);
    if (e.key === "ArrowRight") step(1);
  };
  if (!current) {
    return (
      <AspectRatio ratio={4 / 3} className={classes.stage}>
        <NoPhoto size="sm" />
      </AspectRatio>
    );
  }
  const arrows = (size: "md" | "lg") =>
    photos.length > 1 &&
    ARROWS.map(({ by, side, label, Icon }) => (
      <ActionIcon
        key={side}
        className={classes.arrow}
        style={{ [side]: 8 }}
        variant="white"
        radius="xl"
        size={size}
        aria-label={t(label)}
        onClick={() => step(by)}
      >
        <Icon />
      </ActionIcon>
    ));
  const counter = t("tradePhotoOf", { n: index + 1, total: photos.length });
  return (
    <Stack gap="xs" onKeyDown={keys}>
      <Box className={classes.stage}>
        {/* The ratio's box around the button: HTML allows no div (AspectRatio's) in a button. */}
        <AspectRatio ratio={4 / 3}>
          <UnstyledButton
            className={classes.stageButton}
            onClick={() => setOpen(true)}
            aria-label={`${t("tradePhotoOpen")} ${counter}`}
          >
            <Image src={current.detailUrl} alt={`${title} ${counter}`} fit="contain" data-testid="carousel-photo" />
          </UnstyledButton>
        </AspectRatio>
        {arrows("lg")}
        <Text
          size="xs"
          pos="absolute"
          bottom={8}
          right={10}
          c="white"
          bg="rgba(0,0,0,0.55)"
          px={8}
          style={{ borderRadius: 10 }}
        >
          {counter}
        </Text>
      </Box>
      {photos.length > 1 && (
        <Group gap={6} wrap="nowrap" style={{ overflowX: "auto" }}>
          {photos.map((photo, i) => (
            <button
              type="button"
              key={photo.photoId}
              className={`${classes.thumb} ${i === index ? classes.thumbActive : ""}`}
              aria-label={t("tradePhotoOf", { n: i + 1, total: photos.length })}
              aria-current={i === index}
              onClick={() => setIndex(i)}
            >
              <Image src={photo.cardUrl} alt="" {...THUMBNAIL_SIZE} h={54} fit="cover" radius="sm" />
            </button>
          ))}
        </Group>
      )}
      <Modal opened={open} onClose={() => setOpen(false)} fullScreen title={`${title} · ${counter}`}>
        <Box pos="relative" onKeyDown={keys}>
          <img src={current.fullUrl} alt={`${title} ${counter}`} className={classes.full} />
          {arrows("lg")}
        </Box>
      </Modal>
    </Stack>
  );
}
