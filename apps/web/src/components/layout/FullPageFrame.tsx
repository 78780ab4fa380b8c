/**
 * Frame of the full pages under /app/FUL/ (no main menu, no footer; members spec section 2): a
 * slim header with the portal's name and a way home, then the page in a centred column.
 */
import { Anchor, Button, Container, type MantineSize } from "@mantine/core";
import { t } from "@portal/contract";
import { IconArrowLeft, IconTruckDelivery } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import classes from "./FullPageFrame.module.css";

/** A full page: header with the portal name and 'home', then `children` in a container of `size`. */
export function FullPageFrame({ children, size = "md" }: { children: ReactNode; size?: MantineSize }) {
  return (
    <div className={classes.page}>
      <header className={classes.header}>
        <Container size={size} className={classes.headerInner}>
          <Anchor component={Link} to="/" underline="never" className={classes.brand}>
            <IconTruckDelivery size={26} aria-hidden />
            <span className={classes.brandText}>{t("appName")}</span>
          </Anchor>
          <Button component={Link} to="/" variant="subtle" size="xs" leftSection={<IconArrowLeft size={14} />}>
            {t("myPageBackHome")}
          </Button>
        </Container>
      </header>
      <Container size={size} py="lg" px="md">
        {children}
      </Container>
    </div>
  );
}
