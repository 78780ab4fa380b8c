/**
 * Renders its children once its place comes within `margin` of the viewport (IntersectionObserver),
 * so blocks below the fold load their code, data and pictures when the visitor scrolls towards them.
 * Until then it holds `minHeight` pixels, so the footer does not jump when they arrive. On the server,
 * and in the browser while it hydrates the server's page, they render at once (issue 38 §2: the
 * server's HTML holds the whole page; the loader has read their data), so both renders agree.
 */
import { type ReactNode, Suspense, useEffect, useRef, useState } from "react";
import { useServerRender } from "../lib/hydration.ts";

export function NearView({
  children,
  minHeight,
  margin = "200px",
}: {
  children: ReactNode;
  minHeight: number;
  margin?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  // Near from the start on the server and while hydrating; the state keeps it after hydration.
  const server = useServerRender();
  const [near, setNear] = useState(server);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (!("IntersectionObserver" in window)) {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  const placeholder = <div ref={ref} style={{ minHeight }} />;
  return near ? <Suspense fallback={<div style={{ minHeight }} />}>{children}</Suspense> : placeholder;
}
