/**
 * The home hero slider (members spec §2, boards spec §9): three of the portal's own pictures with the
 * consortium's message, changing every 5 s with a 1000 ms fade; dots, previous/next and pause for
 * keyboard and screen-reader users; no movement when the visitor prefers reduced motion.
 */
import { ActionIcon, VisuallyHidden } from "@mantine/core";
import { useReducedMotion } from "@mantine/hooks";
import { HOME_FIRST_PICTURE, type MessageKey, PAGE_PICTURES, t } from "@portal/contract";
import { IconChevronLeft, IconChevronRight, IconPlayerPause, IconPlayerPlay } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import classes from "./HeroSlider.module.css";

const SLIDES: { image: string; title: MessageKey; text: MessageKey }[] = [
  { image: `${PAGE_PICTURES}${HOME_FIRST_PICTURE}`, title: "homeSlide1Title", text: "homeSlide1Text" },
  { image: `${PAGE_PICTURES}hero-2.svg`, title: "homeSlide2Title", text: "homeSlide2Text" },
  { image: `${PAGE_PICTURES}hero-3.svg`, title: "homeSlide3Title", text: "homeSlide3Text" },
];
const INTERVAL_MS = 5000;

export function HeroSlider() {
  const [index, setIndex] = useState(0);
  const reduced = useReducedMotion();
  const [playing, setPlaying] = useState(true);
  useEffect(() => {
    if (!playing || reduced) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % SLIDES.length), INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [playing, reduced]);
  const go = (i: number) => setIndex((i + SLIDES.length) % SLIDES.length);
  return (
    <section className={classes.slider} aria-roledescription="carousel" aria-label={t("appName")}>
      {/* The page's one h1 stays outside the slides: a hidden slide (aria-hidden) would take it along. */}
      <VisuallyHidden component="h1">{t("homeSlide1Title")}</VisuallyHidden>
      {SLIDES.map((slide, i) => (
        <div
          key={slide.image}
          className={classes.slide}
          data-active={i === index || undefined}
          aria-hidden={i !== index}
        >
          <img src={slide.image} alt="" fetchPriority={i === 0 ? "high" : "low"} loading={i === 0 ? "eager" : "lazy"} />
          <div className={classes.caption}>
            <p className={classes.title}>{t(slide.title)}</p>
            <p className={classes.text}>{t(slide.text)}</p>
          </div>
        </div>
      ))}
      <div className={classes.controls}>
        <ActionIcon
          variant="white"
          color="dark"
          size={24}
          radius="xl"
          aria-label={t("homeSlidePrev")}
          onClick={() => go(index - 1)}
        >
          <IconChevronLeft size={14} aria-hidden />
        </ActionIcon>
        {SLIDES.map((slide, i) => (
          <button
            key={slide.image}
            type="button"
            className={classes.dot}
            aria-current={i === index}
            aria-label={t("homeSlideGoTo", { n: i + 1 })}
            onClick={() => go(i)}
          />
        ))}
        <ActionIcon
          variant="white"
          color="dark"
          size={24}
          radius="xl"
          aria-label={t("homeSlideNext")}
          onClick={() => go(index + 1)}
        >
          <IconChevronRight size={14} aria-hidden />
        </ActionIcon>
        <ActionIcon
          variant="white"
          color="dark"
          size={24}
          radius="xl"
          aria-label={playing ? t("homeSlidePause") : t("homeSlidePlay")}
          onClick={() => setPlaying((p) => !p)}
        >
          {playing ? <IconPlayerPause size={14} aria-hidden /> : <IconPlayerPlay size={14} aria-hidden />}
        </ActionIcon>
      </div>
    </section>
  );
}
