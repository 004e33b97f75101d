// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the CSS declaration travels with the subpath
/// <reference path="../css.d.ts" />
import { useEffect, useId, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { dateField as texts } from '@ferieplan/texts';
import { CalendarGrid } from './CalendarGrid.js';
import { clampDay, fromNorwegian, toNorwegian } from './norwegian-date.js';
import './date-field.css';

export interface DateFieldProps {
  label: string;
  /** 'YYYY-MM-DD', '' when empty, or the text as typed when it is not a date. */
  value: string;
  onChange: (value: string) => void;
  /** Bounds of the calendar ('YYYY-MM-DD'); typed dates outside are refused by the form's validation. */
  min?: string;
  max?: string;
  required?: boolean;
  disabled?: boolean;
  invalid?: boolean;
  /** Ids of the texts describing the field (e.g. the form's error message). */
  describedBy?: string;
  inputRef?: Ref<HTMLInputElement>;
}

const today = () => {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};
const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * A date input in Norwegian (dd.mm.åååå, typed or pasted) with a calendar button: a Monday-first month
 * grid with Norwegian month names, used by keyboard (arrows, Page Up/Down, Home/End, Enter, Escape)
 * and screen readers (WAI-ARIA date picker dialog with a grid), limited to [min, max].
 */
export function DateField({
  label,
  value,
  onChange,
  min,
  max,
  required,
  disabled,
  invalid,
  describedBy,
  inputRef,
}: DateFieldProps) {
  const id = useId();
  const [text, setText] = useState(() => toNorwegian(value));
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  // A value set from outside (picked, cleared after sending, dropped with the year) shows as written.
  useEffect(() => {
    setText((current) => (fromNorwegian(current) === value ? current : toNorwegian(value)));
  }, [value]);

  // A click outside closes the calendar.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const pick = (day: string) => {
    setText(toNorwegian(day));
    onChange(day);
    close();
  };
  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && event.altKey) {
      event.preventDefault();
      setOpen(true);
    }
  };

  const start = clampDay(isDay(value) ? value : today(), min, max);
  return (
    <div
      className="fp-field fp-date-field"
      ref={wrapper}
      // Tabbing out of the calendar closes it.
      onBlur={(event) => {
        if (open && !wrapper.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <label htmlFor={id}>{label}</label>
      <div className="fp-date-field__row">
        <input
          ref={inputRef}
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder={texts.format}
          required={required}
          disabled={disabled}
          value={text}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={(event) => {
            setText(event.target.value);
            onChange(fromNorwegian(event.target.value));
          }}
          onKeyDown={onInputKeyDown}
        />
        <button
          ref={button}
          type="button"
          className="fp-button fp-button--secondary fp-date-field__button"
          aria-haspopup="dialog"
          aria-expanded={open}
          disabled={disabled}
          onClick={() => setOpen((shown) => !shown)}
        >
          <svg
            aria-hidden="true"
            width="18"
            height="18"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <rect x="3" y="5" width="18" height="16" rx="2" />
            <path d="M3 10h18M8 3v4M16 3v4" />
          </svg>
          <span className="fp-visually-hidden">{texts.chooseIn(label)}</span>
        </button>
      </div>
      {open && (
        <CalendarGrid
          label={texts.calendar}
          selected={isDay(value) ? value : null}
          start={start}
          min={min}
          max={max}
          onPick={pick}
          onClose={close}
        />
      )}
    </div>
  );
}
