/**
 * The register screen's photos: several uploads with a progress bar each, drag to reorder (or the
 * arrow buttons, for the keyboard), the first is the cover; only JPEG, PNG, BMP and GIF (the server
 * decides by content and answers 'only image files can be attached' otherwise). A refused photo keeps
 * its tile with the server's message and buttons to replace or remove it; the form stays usable.
 */
import {
  ActionIcon,
  Badge,
  Box,
  Button,
  Center,
  Group,
  Image,
  Progress,
  Stack,
  Text,
  UnstyledButton,
} from "@mantine/core";
import { type DealPhoto, formatBytes, TRADE_MAX_PHOTOS, TRADE_PHOTO_MAX_BYTES, t } from "@portal/contract";
import { IconArrowLeft, IconArrowRight, IconPhotoPlus, IconX } from "@tabler/icons-react";
import { useRef, useState } from "react";
import { uploadPhoto } from "./api.ts";
import classes from "./trade.module.css";

interface Props {
  photos: DealPhoto[];
  onChange: (photos: DealPhoto[]) => void;
  error?: string | null;
}

/** A photo on its way up, or refused (`error`: the server's Korean message). */
interface Upload {
  id: number;
  name: string;
  percent: number;
  error: string | null;
}

const ACCEPT = "image/jpeg,image/png,image/bmp,image/gif,.jpg,.jpeg,.png,.bmp,.gif";

/** Moves the item at `from` to `to`. */
function moved<T>(items: T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

/** Photo tiles with upload, reorder and remove. */
export function PhotoPicker({ photos, onChange, error }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const latest = useRef(photos);
  latest.current = photos;

  const add = async (files: FileList | null) => {
    const busy = uploads.filter((u) => u.error === null).length;
    const chosen = [...(files ?? [])].slice(0, TRADE_MAX_PHOTOS - photos.length - busy);
    for (const file of chosen) {
      const id = Math.random();
      setUploads((u) => [...u, { id, name: file.name, percent: 0, error: null }]);
      try {
        const photo = await uploadPhoto(file, (percent) =>
          setUploads((u) => u.map((x) => (x.id === id ? { ...x, percent } : x))),
        );
        latest.current = [...latest.current, photo];
        onChange(latest.current);
        setUploads((u) => u.filter((x) => x.id !== id));
      } catch (e) {
        // The server's refusal stays on the tile until the member removes or replaces the photo.
        const error = e instanceof Error ? e.message : t("errorUnknown");
        setUploads((u) => u.map((x) => (x.id === id ? { ...x, error } : x)));
      }
    }
  };
  const dismiss = (id: number) => setUploads((u) => u.filter((x) => x.id !== id));

  const full = photos.length + uploads.filter((u) => u.error === null).length >= TRADE_MAX_PHOTOS;
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500} component="span" id="trade-photos-label">
        {t("tradeFieldPhotos")}
      </Text>
      <Text size="xs" c="dimmed">
        {t("tradeFieldPhotosHint", { count: TRADE_MAX_PHOTOS, size: formatBytes(TRADE_PHOTO_MAX_BYTES) })}
      </Text>
      <Group gap="sm" align="stretch" aria-labelledby="trade-photos-label" role="list">
        {photos.map((photo, index) => (
          <Box
            key={photo.photoId}
            role="listitem"
            className={`${classes.photoTile} ${over === index ? classes.photoTileOver : ""}`}
            draggable
            data-testid="photo-tile"
            onDragStart={() => setDragged(index)}
            onDragOver={(e) => {
              e.preventDefault();
              setOver(index);
            }}
            onDragLeave={() => setOver(null)}
            onDrop={(e) => {
              e.preventDefault();
              if (dragged !== null && dragged !== index) onChange(moved(photos, dragged, index));
              setDragged(null);
              setOver(null);
            }}
          >
            <Image src={photo.cardUrl} alt="" h={99} fit="cover" draggable={false} />
            {index === 0 && (
              <Badge size="xs" pos="absolute" top={4} left={4}>
                {t("tradePhotoCover")}
              </Badge>
            )}
            <ActionIcon
              size="sm"
              color="dark"
              variant="filled"
              pos="absolute"
              top={4}
              right={4}
              aria-label={`${t("tradePhotoRemove")} ${index + 1}`}
              onClick={() => onChange(photos.filter((p) => p.photoId !== photo.photoId))}
            >
              <IconX size={14} />
            </ActionIcon>
            <Group justify="space-between" px={4} py={2}>
              <ActionIcon
                size="sm"
                variant="subtle"
                disabled={index === 0}
                aria-label={`${t("tradePhotoMoveLeft")} ${index + 1}`}
                onClick={() => onChange(moved(photos, index, index - 1))}
              >
                <IconArrowLeft size={14} />
              </ActionIcon>
              <Text size="xs" c="dimmed">
                {index + 1}
              </Text>
              <ActionIcon
                size="sm"
                variant="subtle"
                disabled={index === photos.length - 1}
                aria-label={`${t("tradePhotoMoveRight")} ${index + 1}`}
                onClick={() => onChange(moved(photos, index, index + 1))}
              >
                <IconArrowRight size={14} />
              </ActionIcon>
            </Group>
          </Box>
        ))}
        {uploads.map((u) =>
          u.error === null ? (
            <Center key={u.id} className={classes.drop} role="listitem">
              <Stack gap={4} w="85%">
                <Text size="xs" truncate>
                  {u.name}
                </Text>
                <Progress value={u.percent} size="sm" aria-label={t("tradePhotoUploading", { percent: u.percent })} />
                <Text size="xs" c="dimmed">
                  {t("tradePhotoUploading", { percent: u.percent })}
                </Text>
              </Stack>
            </Center>
          ) : (
            <Stack key={u.id} className={classes.refused} role="listitem" gap={4} data-testid="photo-refused">
              <Text size="xs" fw={500} truncate>
                {u.name}
              </Text>
              <Text size="xs" c="red" role="alert">
                {u.error}
              </Text>
              <Group gap={4} mt="auto">
                <Button
                  size="compact-xs"
                  variant="light"
                  onClick={() => {
                    dismiss(u.id);
                    input.current?.click();
                  }}
                >
                  {t("tradePhotoReplace")}
                </Button>
                <Button size="compact-xs" variant="subtle" color="gray" onClick={() => dismiss(u.id)}>
                  {t("tradePhotoRemove")}
                </Button>
              </Group>
            </Stack>
          ),
        )}
        {!full && (
          <Box role="listitem">
            <UnstyledButton
              className={classes.drop}
              onClick={() => input.current?.click()}
              onDragOver={(e) => e.preventDefault()}
              onDrop={(e) => {
                e.preventDefault();
                if (e.dataTransfer.files.length > 0) void add(e.dataTransfer.files);
              }}
              aria-label={t("tradePhotoAdd")}
            >
              <Center h="100%" p="xs">
                <Stack gap={2} align="center">
                  <IconPhotoPlus size={26} aria-hidden />
                  <Text size="xs" ta="center">
                    {t("tradePhotoAdd")}
                  </Text>
                </Stack>
              </Center>
            </UnstyledButton>
          </Box>
        )}
      </Group>
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        multiple
        hidden
        data-testid="photo-input"
        onChange={(e) => {
          void add(e.currentTarget.files);
          e.currentTarget.value = "";
        }}
      />
      {error && (
        <Text size="xs" c="red">
          {error}
        </Text>
      )}
    </Stack>
  );
}
