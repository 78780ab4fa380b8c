/**
 * The phone menu: the header's drawer with the member area, the main menu's groups as `user` sees
 * them (`menuFor`, as the desktop menu) and the site map (Header.tsx). Each group is a button
 * that opens its links (aria-expanded), so the keyboard and screen readers reach it. The 통합검색 box
 * comes first (issue 42 §2); a search closes the drawer.
 */
import { Drawer, NavLink, ScrollArea, Stack } from "@mantine/core";
import { menuFor, SITE_MAP_LINK, t } from "@portal/contract";
import { useState } from "react";
import { Link } from "react-router";
import { useSessionUser } from "../../lib/session.ts";
import { SearchBox } from "./SearchBox.tsx";
import { UserArea } from "./UserArea.tsx";

export function PhoneMenu({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const user = useSessionUser();
  const [open, setOpen] = useState<string[]>([]);
  return (
    <Drawer opened={opened} onClose={onClose} title={t("appName")} hiddenFrom="md" size="85%">
      <ScrollArea h="calc(100vh - 80px)">
        <Stack gap="md">
          <SearchBox label={t("searchBoxLabel")} onSearch={onClose} />
          <UserArea phone onNavigate={onClose} />
          {menuFor(user).map((group) => {
            const expanded = open.includes(group.label);
            return (
              <NavLink
                key={group.label}
                component="button"
                type="button"
                label={group.label}
                aria-expanded={expanded}
                childrenOffset={12}
                opened={expanded}
                onChange={(next) =>
                  setOpen((current) =>
                    next ? [...current, group.label] : current.filter((label) => label !== group.label),
                  )
                }
              >
                {group.items.map((item) => (
                  <NavLink key={item.to} component={Link} to={item.to} label={item.label} onClick={onClose} />
                ))}
              </NavLink>
            );
          })}
          <NavLink component={Link} to={SITE_MAP_LINK.to} label={SITE_MAP_LINK.label} onClick={onClose} />
        </Stack>
      </ScrollArea>
    </Drawer>
  );
}
