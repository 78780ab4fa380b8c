/** Modal asking for a post's password (boards spec section 5: editing a password-protected post). */
import { Button, Group, Modal, PasswordInput, Stack } from "@mantine/core";
import { t } from "@portal/contract";
import { useState } from "react";

interface Props {
  opened: boolean;
  onClose: () => void;
  onSubmit: (password: string) => void;
  loading: boolean;
  error: string | null;
}

export function PasswordPrompt({ opened, onClose, onSubmit, loading, error }: Props) {
  const [password, setPassword] = useState("");
  return (
    <Modal opened={opened} onClose={onClose} title={t("postPasswordPrompt")} centered size={400}>
      <Stack
        component="form"
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit(password);
        }}
      >
        <PasswordInput
          label={t("fieldPassword")}
          placeholder={t("passwordPlaceholder")}
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          error={error}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t("cancel")}
          </Button>
          <Button type="submit" loading={loading}>
            {t("confirm")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
