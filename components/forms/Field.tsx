// One labelled form control with its hint and error. No state and no hooks, so it works in the
// server's form and the interactive one alike; `children` renders the control itself with the
// id, name, ARIA and class the field gives it.
import clsx from 'clsx';
import type { ReactNode } from 'react';
import styles from './EnquiryForm.module.css';

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
  children: (control: ReturnType<typeof controlProps>) => ReactNode;
}

const controlProps = ({ id, name, required, hint, error }: FieldProps) => ({
  id,
  name,
  required,
  'aria-invalid': error ? (true as const) : undefined,
  'aria-describedby': [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined,
  className: clsx(styles.control, error && styles.controlInvalid),
});

export function Field(props: FieldProps) {
  const { id, label, marker, required, hint, error, wide, children } = props;
  return (
    <div className={clsx(styles.field, wide && styles.fieldWide)}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {/* A required field says so through its required attribute: the visible marker is not read out twice. */}
        {marker && <span className={styles.marker} aria-hidden={required || undefined}>{` ${marker}`}</span>}
      </label>
      {hint && <p id={`${id}-hint`} className={styles.hint}>{hint}</p>}
      {children(controlProps(props))}
      {error && <p id={`${id}-error`} className={styles.error}>{error}</p>}
    </div>
  );
}
