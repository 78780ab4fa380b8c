/** A titled form on a card, centred on full pages (sign-up, password re-check, change and reset). */
import { Paper, Stack, Text, Title } from "@mantine/core";
import type { FormEventHandler, ReactNode } from "react";

interface Props {
  title: string;
  intro?: string;
  /** Largest width in px. */
  width?: number;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}

export function FormCard({ title, intro, width = 480, onSubmit, children }: Props) {
  return (
    <Paper withBorder radius="md" p={{ base: "md", sm: "xl" }} maw={width} mx="auto">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <div>
            <Title order={1} size="h2">
              {title}
            </Title>
            {intro && (
              <Text size="sm" c="dimmed" mt={4}>
                {intro}
              </Text>
            )}
          </div>
          {children}
        </Stack>
      </form>
    </Paper>
  );
}
