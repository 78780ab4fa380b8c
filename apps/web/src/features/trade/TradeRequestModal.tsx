/**
 * 'Trade connection' (members spec 2 and 4): title, price and the seller's phone (read from the
 * server when the modal opens: the deal detail does not carry it), a note textarea, send (confirmed)
 * and close. On success it closes; on failure it stays open with the server's message.
 */
import { Alert, Button, Group, Loader, Modal, Stack, Text, Textarea } from "@mantine/core";
import { type DealDetail, TRADE_NOTE_MAX, t } from "@portal/contract";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { notifySuccess } from "../../lib/notify.ts";
import { sellerPhoneQuery, sendTradeRequest, wonText } from "./api.ts";

interface Props {
  deal: DealDetail;
  opened: boolean;
  onClose: () => void;
}

/** The trade-request modal of `deal`. */
export function TradeRequestModal({ deal, opened, onClose }: Props) {
  const [body, setBody] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const phone = useQuery({ ...sellerPhoneQuery(deal.dealNo), enabled: opened });

  const send = async () => {
    setSending(true);
    setError(null);
    try {
      await sendTradeRequest(deal.dealNo, body);
      notifySuccess(t("tradeRequestSent"));
      setBody("");
      setConfirming(false);
      onClose();
    } catch (e) {
      setConfirming(false);
      setError(e instanceof Error ? e.message : t("errorUnknown"));
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t("tradeRequestModalTitle")} size={500} centered>
      <Stack gap="sm">
        <Text fw={600}>{deal.title}</Text>
        <Text fw={700} size="lg">
          {wonText(deal.amount)}
        </Text>
        {phone.isPending ? (
          <Loader size="xs" aria-label={t("loading")} />
        ) : (
          <Text size="sm">
            {phone.data?.telNo ? t("tradeRequestSellerPhone", { phone: phone.data.telNo }) : t("tradeRequestNoPhone")}
          </Text>
        )}
        <Textarea
          label={t("tradeRequestNoteLabel")}
          placeholder={t("tradeRequestNotePlaceholder")}
          autosize
          minRows={4}
          maxRows={10}
          maxLength={TRADE_NOTE_MAX}
          value={body}
          onChange={(e) => setBody(e.currentTarget.value)}
        />
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        {confirming ? (
          <Group justify="flex-end">
            <Text size="sm">{t("tradeRequestConfirm")}</Text>
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t("cancel")}
            </Button>
            <Button loading={sending} onClick={() => void send()}>
              {t("confirm")}
            </Button>
          </Group>
        ) : (
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t("close")}
            </Button>
            <Button onClick={() => setConfirming(true)}>{t("tradeRequestSend")}</Button>
          </Group>
        )}
      </Stack>
    </Modal>
  );
}
