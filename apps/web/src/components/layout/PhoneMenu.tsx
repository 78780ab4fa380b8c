/**
 * The phone menu: the header's drawer with the member area, the main menu's groups as `user` sees
 * them (`menuFor`, as the desktop menu) and the site map (Header.tsx).
 */
import { Drawer, NavLink, ScrollArea, Stack } from "@mantine/core";
import { menuFor, SITE_MAP_LINK, t } from "@portal/contract";
import { Link } from "react-router";
import { useSession } from "../../lib/session.ts";
import { UserArea } from "./UserArea.tsx";

export function PhoneMenu({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { user } = useSession();
  return (
    <Drawer opened={opened} onClose={onClose} title={t("appName")} hiddenFrom="md" size="85%">
      <ScrollArea h="calc(100vh - 80px)">
        <Stack gap="md">
          <UserArea />
          {menuFor(user).map((group) => (
            <NavLink key={group.label} label={group.label} childrenOffset={12} defaultOpened={false}>
              {group.items.map((item) => (
                <NavLink key={item.to} component={Link} to={item.to} label={item.label} onClick={onClose} />
              ))}
            </NavLink>
          ))}
          <NavLink component={Link} to={SITE_MAP_LINK.to} label={SITE_MAP_LINK.label} onClick={onClose} />
        </Stack>
      </ScrollArea>
    </Drawer>
  );
}
