/** A stored page's HTML (sanitised by the server before it was stored) with the portal's typography. */
import { Typography } from "@mantine/core";
import classes from "./PageBody.module.css";

export function PageBody({ html }: { html: string }) {
  return (
    <Typography>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitises page bodies (posts/sanitize.ts) before storing them */}
      <div className={classes.body} dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}
