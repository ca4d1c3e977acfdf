// One labelled form control with its hint and error. No state and no hooks, so it works in the
// server's form and inside InteractiveEnquiryForm alike; `children` renders the control itself
// with the id, name, ARIA and class the field gives it.
import clsx from 'clsx';
import type { ReactNode } from 'react';
import styles from './EnquiryForm.module.css';

/** What a field gives its control. */
export interface ControlProps {
  id: string;
  name: string;
  required: boolean;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  className: string;
}

interface FieldProps {
  id: string;
  name: string;
  label: string;
  /** Shown after the label: '(required)' or '(optional)'. */
  marker: string;
  required: boolean;
  hint?: string;
  /** The error to show, or undefined while the field is fine or not yet touched. */
  error?: string;
  /** Spans the whole row (the message). */
  wide?: boolean;
  children: (control: ControlProps) => ReactNode;
}

export function Field({ id, name, label, marker, required, hint, error, wide, children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const control: ControlProps = {
    id,
    name,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
    className: clsx(styles.control, error && styles.controlInvalid),
  };
  return (
    <div className={clsx(styles.field, wide && styles.fieldWide)}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {/* A required field says so through its required attribute: the visible marker is not read out twice. */}
        {marker && <span className={styles.marker} aria-hidden={required || undefined}>{` ${marker}`}</span>}
      </label>
      {hint && <p id={hintId} className={styles.hint}>{hint}</p>}
      {children(control)}
      {error && <p id={errorId} className={styles.error}>{error}</p>}
    </div>
  );
}
