/**
 * Footer with the company intro, terms of service, privacy policy and site map links (boards spec
 * section 1) and the operator details (issue 24 §3: organisation, representative, address, phone,
 * business registration number, privacy officer with contact; edited by administrators).
 */
import { Anchor, Group, Text } from "@mantine/core";
import { FOOTER_LINKS, t } from "@portal/contract";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { operatorQuery } from "../../lib/operator.ts";
import classes from "./Footer.module.css";

function OperatorDetails() {
  const operator = useQuery(operatorQuery).data?.operator;
  if (!operator) {
    return (
      <Text size="xs" c="dimmed">
        {t("footerAddress")}
      </Text>
    );
  }
  const lines = [
    [operator.organization, t("footerRepresentative", { name: operator.representative }), operator.address],
    [
      t("footerBusinessNo", { number: operator.businessNo }),
      t("footerPhone", { phone: operator.phone }),
      t("footerPrivacyOfficer", { name: operator.privacyOfficer, contact: operator.privacyOfficerEmail }),
    ],
  ];
  return (
    <address className={classes.operator} aria-label={t("footerOperatorLabel")}>
      {lines.map((line) => (
        <p key={line[0]} className={classes.line}>
          {line.map((part) => (
            <span key={part} className={classes.part}>
              {part}
            </span>
          ))}
        </p>
      ))}
    </address>
  );
}

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
        <OperatorDetails />
        <Text size="xs" c="dimmed">
          {t("footerCopyright")}
        </Text>
      </div>
    </footer>
  );
}
