/** Footer with the company intro, terms of service and privacy policy links (boards spec section 1). */
import { Anchor, Group, Text } from "@mantine/core";
import { FOOTER_LINKS, t } from "@portal/contract";
import { Link } from "react-router";
import classes from "./Footer.module.css";

export function Footer() {
  return (
    <footer className={classes.footer}>
      <div className={classes.inner}>
        <Group gap="lg" component="nav" aria-label="하단 메뉴">
          {FOOTER_LINKS.map((link) => (
            <Anchor key={link.to} component={Link} to={link.to} size="sm" c="gray.7">
              {link.label}
            </Anchor>
          ))}
        </Group>
        <Text size="xs" c="dimmed">
          {t("footerAddress")}
        </Text>
        <Text size="xs" c="dimmed">
          {t("footerCopyright")}
        </Text>
      </div>
    </footer>
  );
}
