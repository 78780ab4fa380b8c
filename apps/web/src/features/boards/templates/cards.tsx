/**
 * Cards of the gallery templates (boards spec 2 "Card and gallery screens"): the N badge for a post
 * added today, the title, the date, the first attached picture or a no-image placeholder; the card
 * gallery (template 4) adds the start of the text. Video boards show each post's playable video;
 * company boards a company card (logo, name, field, contact, homepage).
 */
import {
  Anchor,
  AspectRatio,
  Badge,
  Box,
  Card,
  Center,
  Group,
  Image,
  Stack,
  Text,
  UnstyledButton,
} from "@mantine/core";
import { type PostRow, THUMBNAIL_SIZE, t } from "@portal/contract";
import { IconBuilding, IconPhotoOff, IconPlayerPlayFilled } from "@tabler/icons-react";
import { useState } from "react";
import { Link } from "react-router";
import { isToday, listDate } from "../../../lib/format.ts";
import { CardTitle } from "./CardTitle.tsx";
import classes from "./cards.module.css";

function NewBadge({ createdAt }: { createdAt: string }) {
  if (!isToday(createdAt)) return null;
  return (
    <Badge
      color="red"
      size="sm"
      radius="sm"
      className={classes.newBadge}
      aria-label={t("galleryNewBadgeLabel")}
      title={t("galleryNewBadgeLabel")}
    >
      {t("newBadge")}
    </Badge>
  );
}

function NoImage() {
  return (
    <Center className={classes.placeholder} h="100%">
      <Stack gap={4} align="center">
        <IconPhotoOff size={32} aria-hidden />
        <Text size="xs">{t("galleryNoImage")}</Text>
      </Stack>
    </Center>
  );
}

function Meta({ row }: { row: PostRow }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="xs" c="dimmed" truncate="end" maw={120}>
        {row.authorName}
      </Text>
      <Text size="xs" c="dimmed">
        {listDate(row.createdAt)}
      </Text>
    </Group>
  );
}

/** Templates 3 and 4: picture, title, date (and on 4 the description). */
export function GalleryCard({ row, boardId, withSummary }: { row: PostRow; boardId: string; withSummary: boolean }) {
  const to = `/app/board/${boardId}/${row.postId}`;
  return (
    <Card withBorder radius="md" padding="sm" className={classes.card} data-testid="gallery-card">
      <Card.Section pos="relative">
        <Link to={to} tabIndex={-1} aria-hidden>
          <AspectRatio ratio={4 / 3}>
            {row.thumbnailUrl ? (
              <Image
                src={row.thumbnailUrl}
                alt={t("galleryThumbnailAlt", { title: row.title })}
                {...THUMBNAIL_SIZE}
                loading="lazy"
              />
            ) : (
              <NoImage />
            )}
          </AspectRatio>
        </Link>
        <NewBadge createdAt={row.createdAt} />
      </Card.Section>
      <Stack gap={4} mt="sm">
        <CardTitle row={row} to={to} />
        {withSummary && row.summary && (
          <Text size="xs" c="dimmed" lineClamp={3}>
            {row.summary}
          </Text>
        )}
        <Meta row={row} />
      </Stack>
    </Card>
  );
}

/** Video boards: the post's video, played in the card (an embedded player loads only when asked). */
function VideoPlayer({ row }: { row: PostRow }) {
  const [playing, setPlaying] = useState(false);
  const [posterFailed, setPosterFailed] = useState(false);
  const video = row.video;
  if (!video) return <NoImage />;
  if (video.kind === "file") {
    return (
      // biome-ignore lint/a11y/useMediaCaption: members' uploaded videos come without caption files
      <video src={video.url} controls preload="metadata" className={classes.video} aria-label={row.title} />
    );
  }
  if (playing) {
    return (
      <iframe
        src={`${video.url}?autoplay=1`}
        title={row.title}
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        className={classes.video}
      />
    );
  }
  return (
    <UnstyledButton
      onClick={() => setPlaying(true)}
      aria-label={t("videoPlay", { title: row.title })}
      className={classes.poster}
    >
      {video.posterUrl && !posterFailed ? (
        <Image src={video.posterUrl} alt="" h="100%" w="100%" fit="cover" onError={() => setPosterFailed(true)} />
      ) : (
        <Box className={classes.placeholder} h="100%" w="100%" />
      )}
      <Center className={classes.play}>
        <IconPlayerPlayFilled size={28} aria-hidden />
      </Center>
    </UnstyledButton>
  );
}

/** A video board post: its video, title, writer and date. */
export function VideoCard({ row, boardId }: { row: PostRow; boardId: string }) {
  const to = `/app/board/${boardId}/${row.postId}`;
  return (
    <Card withBorder radius="md" padding="sm" className={classes.card} data-testid="video-card">
      <Card.Section pos="relative">
        <AspectRatio ratio={16 / 9} bg="dark.8">
          <VideoPlayer row={row} />
        </AspectRatio>
        <NewBadge createdAt={row.createdAt} />
      </Card.Section>
      <Stack gap={4} mt="sm">
        <CardTitle row={row} to={to} />
        <Meta row={row} />
      </Stack>
    </Card>
  );
}

/** Company boards: logo, company name, field, contact and homepage, and the start of the text. */
export function CompanyCard({ row, boardId }: { row: PostRow; boardId: string }) {
  const to = `/app/board/${boardId}/${row.postId}`;
  const company = row.company;
  return (
    <Card withBorder radius="md" padding="md" className={classes.card} data-testid="company-card">
      <Group gap="md" wrap="nowrap" align="flex-start">
        <Box className={classes.logo}>
          {company?.logoUrl ? (
            <Image
              src={company.logoUrl}
              alt={t("companyLogoAlt", { name: company.name })}
              fit="contain"
              h={72}
              w={72}
            />
          ) : (
            <Center h={72} w={72} className={classes.placeholder} aria-label={t("companyNoLogo")}>
              <IconBuilding size={28} aria-hidden />
            </Center>
          )}
        </Box>
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Group gap={6} wrap="nowrap">
            <Text
              fw={700}
              size="md"
              truncate="end"
              component={Link}
              to={to}
              style={{ textDecoration: "none" }}
              c="inherit"
            >
              {company?.name ?? row.title}
            </Text>
            <NewBadge createdAt={row.createdAt} />
          </Group>
          {company?.field && (
            <Badge variant="light" size="sm" radius="sm" w="fit-content">
              {company.field}
            </Badge>
          )}
          {company?.contact && (
            <Text size="xs" c="dimmed">
              {t("companyContact")} {company.contact}
            </Text>
          )}
          {company?.homepage && (
            <Anchor href={company.homepage} target="_blank" rel="noopener noreferrer" size="xs" truncate="end">
              {company.homepage.replace(/^https?:\/\//, "")}
            </Anchor>
          )}
        </Stack>
      </Group>
      <Stack gap={4} mt="sm">
        <CardTitle row={row} to={to} lines={1} />
        {row.summary && (
          <Text size="xs" c="dimmed" lineClamp={3}>
            {row.summary}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
