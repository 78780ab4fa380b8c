/**
 * The parts of a post that depend on its board's type: the video of a video board's post (its
 * uploaded file played by the browser, or the allowlisted host's player) and the company card of a
 * company-profile post.
 */
import { Anchor, AspectRatio, Badge, Box, Group, Image, Paper, Stack, Text } from "@mantine/core";
import { type CompanyProfile, type FileInfo, type PostVideo, t } from "@portal/contract";

/** The post's video: the browser's player for an uploaded file, the host's player for a link. */
export function PostVideoPlayer({ video, title }: { video: PostVideo; title: string }) {
  return (
    <AspectRatio ratio={16 / 9} maw={960} bg="dark.8" data-testid="post-video">
      {video.kind === "file" ? (
        // biome-ignore lint/a11y/useMediaCaption: members' uploaded videos come without caption files
        <video
          src={video.url}
          controls
          preload="metadata"
          aria-label={title}
          style={{ width: "100%", height: "100%" }}
        />
      ) : (
        <iframe
          src={video.url}
          title={title}
          allow="encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          style={{ border: 0, width: "100%", height: "100%" }}
        />
      )}
    </AspectRatio>
  );
}

/** The company card on the detail screen. */
export function CompanyProfileCard({ company }: { company: CompanyProfile }) {
  return (
    <Paper withBorder radius="md" p="md" data-testid="company-profile">
      <Group gap="lg" wrap="nowrap" align="flex-start">
        {company.logoUrl && (
          <Box w={96} h={96} style={{ flexShrink: 0 }}>
            <Image
              src={company.logoUrl}
              alt={t("companyLogoAlt", { name: company.name })}
              fit="contain"
              w={96}
              h={96}
            />
          </Box>
        )}
        <Stack gap={6} style={{ minWidth: 0 }}>
          <Text fw={700} size="lg">
            {company.name}
          </Text>
          {company.field && (
            <Badge variant="light" radius="sm" w="fit-content">
              {company.field}
            </Badge>
          )}
          {company.contact && (
            <Text size="sm">
              {t("companyContact")}: {company.contact}
            </Text>
          )}
          {company.homepage && (
            <Text size="sm">
              {t("companyHomepage")}:{" "}
              <Anchor href={company.homepage} target="_blank" rel="noopener noreferrer">
                {company.homepage}
              </Anchor>
            </Text>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}

/**
 * Attached pictures and videos, shown with the post (the file list still offers them as downloads).
 * Each picture carries its width and height (stored at upload), so its place is kept before it loads
 * (issue 38 §2); the first is the page's first picture, loaded at once, the others lazily.
 */
export function AttachedMedia({ files }: { files: FileInfo[] }) {
  const media = files.filter((f) => f.kind === "image" || f.kind === "video");
  if (media.length === 0) return null;
  const first = media.find((f) => f.kind === "image");
  return (
    <Stack gap="sm" data-testid="attached-media">
      {media.map((file) =>
        file.kind === "image" ? (
          <Image
            key={file.fileId}
            src={file.url}
            alt={file.originalName}
            width={file.width ?? undefined}
            height={file.height ?? undefined}
            h="auto"
            maw={Math.min(file.width ?? 960, 960)}
            radius="sm"
            loading={file === first ? "eager" : "lazy"}
            fetchPriority={file === first ? "high" : undefined}
          />
        ) : (
          // biome-ignore lint/a11y/useMediaCaption: members' uploaded videos come without caption files
          <video
            key={file.fileId}
            src={file.url}
            controls
            preload="metadata"
            style={{ maxWidth: "100%" }}
            aria-label={file.originalName}
          />
        ),
      )}
    </Stack>
  );
}
