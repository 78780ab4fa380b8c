/**
 * One column of the reservation modal (event, place, date or time): a titled list of choices,
 * one selected. An unavailable choice stays clickable (the caller shows why) but is marked.
 */
import { UnstyledButton } from "@mantine/core";
import type { ReactNode } from "react";
import classes from "./ReservationModal.module.css";

export interface Choice {
  key: string;
  label: ReactNode;
  sub?: ReactNode;
  unavailable?: boolean;
}

/** A titled column of choices; `hint` replaces the choices when set. */
export function ChoiceColumn(props: {
  title: string;
  choices: Choice[];
  selected: string | null;
  onSelect: (key: string) => void;
  /** Shown instead of the choices (nothing chosen above yet, loading, none to choose). */
  hint?: string | null;
}) {
  return (
    <fieldset className={classes.column}>
      <legend className={classes.columnTitle}>{props.title}</legend>
      <div className={classes.choices}>
        {props.hint ? (
          <div className={classes.hint}>{props.hint}</div>
        ) : (
          props.choices.map((choice) => (
            <UnstyledButton
              key={choice.key}
              className={classes.choice}
              aria-pressed={props.selected === choice.key}
              data-selected={props.selected === choice.key || undefined}
              data-unavailable={choice.unavailable || undefined}
              onClick={() => props.onSelect(choice.key)}
            >
              {choice.label}
              {choice.sub && <span className={classes.sub}>{choice.sub}</span>}
            </UnstyledButton>
          ))
        )}
      </div>
    </fieldset>
  );
}
