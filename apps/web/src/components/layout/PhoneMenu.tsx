/** The phone menu: the header's drawer with the member area and the main menu's groups (Header.tsx). */
import { Drawer, NavLink, ScrollArea, Stack } from "@mantine/core";
import { MAIN_MENU, t } from "@portal/contract";
import { Link } from "react-router";
import { UserArea } from "./UserArea.tsx";

export function PhoneMenu({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Drawer opened={opened} onClose={onClose} title={t("appName")} hiddenFrom="md" size="85%">
      <ScrollArea h="calc(100vh - 80px)">
        <Stack gap="md">
          <UserArea />
          {MAIN_MENU.map((group) => (
            <NavLink key={group.label} label={group.label} childrenOffset={12} defaultOpened={false}>
              {group.items.map((item) => (
                <NavLink key={item.to} component={Link} to={item.to} label={item.label} onClick={onClose} />
              ))}
            </NavLink>
          ))}
        </Stack>
      </ScrollArea>
    </Drawer>
  );
}
