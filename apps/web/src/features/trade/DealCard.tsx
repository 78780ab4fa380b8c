/** One card of the trade grid: photo (or a placeholder), N badge, trading/completed badge, title, price. */
import { AspectRatio, Badge, Card, Group, Image, Stack, Text } from "@mantine/core";
import { type DealCard as Deal, THUMBNAIL_SIZE, t } from "@portal/contract";
import { Link } from "react-router";
import { DealStateBadge } from "../../components/DealStateBadge.tsx";
import { dealPath, wonText } from "./api.ts";
import { NoPhoto } from "./PhotoCarousel.tsx";
import { FIRST_ROW } from "./prefetch.ts";
import classes from "./trade.module.css";

/**
 * A deal in the grid at `position` (0 first); the whole card links to its detail (its name is the
 * card's visible text). Photos of the first row load at once, the rest as they scroll into view; the
 * first card's photo (a phone's largest paint: one card a row) at high priority, so that the row's
 * other photos do not share its bandwidth.
 */
export function DealCard({ deal, position }: { deal: Deal; position: number }) {
  return (
    <Card
      component={Link}
      to={dealPath(deal)}
      withBorder
      radius="md"
      padding="sm"
      className={classes.card}
      data-testid="deal-card"
    >
      <Card.Section pos="relative">
        <AspectRatio ratio={4 / 3}>
          {deal.coverUrl ? (
            <Image
              src={deal.coverUrl}
              alt=""
              {...THUMBNAIL_SIZE}
              loading={position < FIRST_ROW ? "eager" : "lazy"}
              fetchPriority={position === 0 ? "high" : "auto"}
              className={deal.completed ? classes.done : undefined}
            />
          ) : (
            <NoPhoto size="xs" />
          )}
        </AspectRatio>
        <Group gap={4} className={classes.badges}>
          {deal.isNew && (
            <Badge color="red" size="sm" radius="sm" title={t("tradeNewBadgeLabel")}>
              {t("tradeNewBadge")}
            </Badge>
          )}
          {deal.hidden && (
            <Badge color="dark" size="sm" radius="sm">
              {t("tradeHiddenBadge")}
            </Badge>
          )}
        </Group>
      </Card.Section>
      <Stack gap={4} mt="sm">
        <Group gap={6} wrap="nowrap">
          <DealStateBadge completed={deal.completed} size="sm" />
          <Text size="xs" c="dimmed" truncate>
            {deal.categoryName}
          </Text>
        </Group>
        <Text fw={600} size="sm" lineClamp={2} className={classes.title}>
          {deal.title}
        </Text>
        <Text fw={700} size="md" c={deal.completed ? "dimmed" : "dark"}>
          {wonText(deal.amount)}
        </Text>
      </Stack>
    </Card>
  );
}
