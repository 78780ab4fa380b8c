/**
 * /app/trade/{deal_type}/{company_code}/{deal_no} ('used equipment sale', members spec section 2):
 * photo carousel with a full-screen view, title, favourite heart, category and place, date, price,
 * description, the condition/year/name/place line, comments, and the buttons back to list, edit
 * and sale-complete (author), trade-request (others), the last two disabled once completed.
 * Administrators hide and restore the deal.
 */
import { ActionIcon, Alert, Button, Divider, Group, Stack, Text, Title, Typography } from "@mantine/core";
import { type DealDetail, type MessageKey, t } from "@portal/contract";
import { IconHeart, IconHeartFilled } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { DealStateBadge } from "../../components/DealStateBadge.tsx";
import { ResponsiveGrid } from "../../components/layout/ResponsiveGrid.tsx";
import { ShareButtons } from "../../components/share/ShareButtons.tsx";
import { confirmAction } from "../../lib/confirm.tsx";
import { tradeKeys } from "../../lib/contentKeys.ts";
import { fullDate } from "../../lib/format.ts";
import { fitHeadings } from "../../lib/headings.ts";
import { notifyError, notifySuccess } from "../../lib/notify.ts";
import { useSessionUser } from "../../lib/session.ts";
import { usePageTitle } from "../../lib/title.ts";
import { HiddenNotice, isModerationRefusal, ModerationBanner, ReportButton } from "../moderation/index.ts";
import { completeDeal, dealQuery, setFavorite, setHidden, wonText } from "./api.ts";
import { DealComments } from "./DealComments.tsx";
import { PhotoCarousel } from "./PhotoCarousel.tsx";
import { TradeRequestModal } from "./TradeRequestModal.tsx";
import classes from "./trade.module.css";

const CONDITION: Record<DealDetail["condition"], MessageKey> = {
  H: "tradeConditionH",
  M: "tradeConditionM",
  L: "tradeConditionL",
};

/** Asks, runs `action`, tells the result and reloads the deal. */
function confirmThen(message: string, action: () => Promise<unknown>, done: string, reload: () => void) {
  confirmAction({
    title: t("confirm"),
    message: message,
    confirm: t("confirm"),
    onConfirm: async () => {
      try {
        await action();
        notifySuccess(done);
      } catch (e) {
        notifyError(e instanceof Error ? e.message : t("errorUnknown"));
      } finally {
        reload();
      }
    },
  });
}

/** The trade detail screen. */
export function DealDetailPage() {
  const dealNo = Number(useParams().dealNo);
  const navigate = useNavigate();
  const client = useQueryClient();
  const user = useSessionUser();
  const query = useQuery(dealQuery(dealNo));
  usePageTitle(query.data?.title ?? t("titleDeal"));
  const [requesting, setRequesting] = useState(false);
  const deal = query.data;
  const reload = () => void client.invalidateQueries({ queryKey: tradeKeys.all });

  if (isModerationRefusal(query.error))
    return <HiddenNotice error={query.error} backTo="/app/trade" backLabel={t("tradeBackToList")} />;
  if (query.error) {
    return (
      <Stack align="center" py="xl">
        <Text>{(query.error as Error).message}</Text>
        <Button component={Link} to="/app/trade" variant="default">
          {t("tradeBackToList")}
        </Button>
      </Stack>
    );
  }
  if (!deal) return <Text c="dimmed">{t("loading")}</Text>;

  const toggleFavorite = async () => {
    if (!user) return notifyError(t("guardLoginRequired"));
    try {
      await setFavorite(deal.dealNo, !deal.favorite);
      reload();
    } catch (e) {
      notifyError(e instanceof Error ? e.message : t("errorUnknown"));
    }
  };
  const { permissions } = deal;
  return (
    <Stack gap="lg">
      {deal.hidden && <Alert color="gray">{t("tradeHidden")}</Alert>}
      <ModerationBanner
        notice={deal.moderation}
        objectTo={permissions.canEdit ? { targetKind: "deal", targetId: deal.dealNo } : undefined}
      />
      <ResponsiveGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <PhotoCarousel photos={deal.photos} title={deal.title} />
        <Stack gap="sm">
          <Group gap="xs">
            <DealStateBadge completed={deal.completed} />
            <Text size="sm" c="dimmed">
              {deal.categoryName} · {deal.location}
            </Text>
          </Group>
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Title order={1} size="h2" style={{ wordBreak: "keep-all" }}>
              {deal.title}
            </Title>
            <ActionIcon
              variant="subtle"
              color="red"
              size="xl"
              aria-pressed={deal.favorite}
              aria-label={deal.favorite ? t("tradeUnfavorite") : t("tradeFavorite")}
              onClick={() => void toggleFavorite()}
              data-testid="favorite"
            >
              {deal.favorite ? <IconHeartFilled /> : <IconHeart />}
            </ActionIcon>
          </Group>
          <Text size="sm" c="dimmed">
            {t("tradeRegisteredAt", { date: fullDate(deal.createdAt) })} · {t("tradeSeller", { name: deal.authorName })}{" "}
            · {t("tradeFavoriteCount", { count: deal.favoriteCount })}
          </Text>
          <Text fw={800} size="xl" data-testid="deal-price">
            {wonText(deal.amount)}
          </Text>
          <Divider />
          <Text size="sm">
            {t("tradeSpecLine", {
              condition: t(CONDITION[deal.condition]),
              year: deal.modelYear,
              name: deal.modelName,
              place: deal.location,
            })}
          </Text>
          <Text size="sm" c="dimmed">
            {t("tradeModelNoLine", { no: deal.modelNo })}
          </Text>
          <ShareButtons title={deal.title} html={deal.descriptionHtml} imageUrl={deal.photos[0]?.detailUrl} />
          <Group gap="xs" mt="sm" wrap="wrap">
            <Button variant="default" component={Link} to="/app/trade">
              {t("tradeBackToList")}
            </Button>
            {permissions.canEdit && (
              <Button variant="default" onClick={() => navigate(`/app/trade/update/${deal.dealNo}`)}>
                {t("tradeEdit")}
              </Button>
            )}
            {permissions.canEdit && (
              <Button
                color="gray"
                disabled={deal.completed}
                onClick={() =>
                  confirmThen(
                    t("tradeCompleteConfirm"),
                    () => completeDeal(deal.dealNo),
                    t("tradeCompletedDone"),
                    reload,
                  )
                }
              >
                {t("tradeComplete")}
              </Button>
            )}
            {user && !permissions.canEdit && (
              <Button disabled={!permissions.canRequest} onClick={() => setRequesting(true)}>
                {t("tradeRequest")}
              </Button>
            )}
            {deal.reportable && <ReportButton targetKind="deal" targetId={deal.dealNo} />}
            {permissions.canHide && (
              <Button
                variant="outline"
                color="red"
                onClick={() =>
                  deal.hidden
                    ? confirmThen(
                        t("tradeRestore"),
                        () => setHidden(deal.dealNo, false),
                        t("tradeRestoredDone"),
                        reload,
                      )
                    : confirmThen(
                        t("tradeHideConfirm"),
                        () => setHidden(deal.dealNo, true),
                        t("tradeHiddenDone"),
                        reload,
                      )
                }
              >
                {deal.hidden ? t("tradeRestore") : t("tradeHide")}
              </Button>
            )}
          </Group>
        </Stack>
      </ResponsiveGrid>
      <Divider label={t("tradeFieldDescription")} labelPosition="left" />
      <Typography>
        <div
          className={classes.description}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitises the description (sanitize-html, as board posts) before storing it
          dangerouslySetInnerHTML={{ __html: fitHeadings(deal.descriptionHtml, 1) }}
        />
      </Typography>
      <Divider />
      <DealComments dealNo={deal.dealNo} />
      <TradeRequestModal deal={deal} opened={requesting} onClose={() => setRequesting(false)} />
    </Stack>
  );
}
