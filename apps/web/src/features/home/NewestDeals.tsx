/**
 * The newest used-trade items on the home page (issue 12 home, issue 11 trade): the first four
 * cards of GET /api/deals, each linking to its detail, and a link to the trade list. When the list
 * cannot be read the card says so instead of breaking the page.
 */
import { Anchor, Card, Group, Text, Title } from "@mantine/core";
import { THUMBNAIL_SIZE, t } from "@portal/contract";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { ResponsiveGrid } from "../../components/layout/ResponsiveGrid.tsx";
import { numberText } from "../../lib/format.ts";
import { newestDealsQuery } from "./api.ts";

export function NewestDeals() {
  const deals = useQuery(newestDealsQuery);
  return (
    <Card withBorder radius="md" padding="lg">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          {t("homeTradeTitle")}
        </Title>
        <Anchor component={Link} to="/app/trade" size="sm">
          {t("homeTradeMore")}
        </Anchor>
      </Group>
      {!deals.data?.length ? (
        <Text c="dimmed" size="sm">
          {deals.isPending ? t("loading") : t("homeTradePending")}
        </Text>
      ) : (
        <ResponsiveGrid cols={{ base: 2, sm: 4 }}>
          {deals.data.map((deal) => (
            <Anchor
              key={deal.dealNo}
              component={Link}
              to={`/app/trade/${deal.dealType}/${deal.companyCode}/${deal.dealNo}`}
              c="dark"
              underline="never"
            >
              {deal.coverUrl && (
                <img
                  src={deal.coverUrl}
                  alt=""
                  {...THUMBNAIL_SIZE}
                  style={{ width: "100%", height: "auto", aspectRatio: "4/3", objectFit: "cover", borderRadius: 8 }}
                  loading="lazy"
                />
              )}
              <Text size="sm" lineClamp={1}>
                {deal.title}
              </Text>
              <Text size="sm" fw={700}>
                {t("homeTradePrice", { price: numberText(deal.amount) })}
              </Text>
            </Anchor>
          ))}
        </ResponsiveGrid>
      )}
    </Card>
  );
}
