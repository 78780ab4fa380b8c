/**
 * A legal text of packages/contract/src/terms.ts (terms of service, consents, privacy policy):
 * its sections as headings and paragraphs. `compact` is the small type of the consent screen's
 * scrollable boxes.
 */
import { Stack, Text, Title } from "@mantine/core";
import type { PolicyDocument } from "@portal/contract";

export function PolicyText({ document, compact = false }: { document: PolicyDocument; compact?: boolean }) {
  const size = compact ? "sm" : "md";
  return (
    <Stack gap={compact ? "xs" : "md"}>
      {document.sections.map((section) => (
        <section key={section.heading}>
          <Title order={2} size={compact ? "sm" : "h5"} mb={4}>
            {section.heading}
          </Title>
          {section.paragraphs.map((paragraph) => (
            <Text key={paragraph} size={size} c={compact ? "gray.7" : undefined} mb={2}>
              {paragraph}
            </Text>
          ))}
        </section>
      ))}
    </Stack>
  );
}
