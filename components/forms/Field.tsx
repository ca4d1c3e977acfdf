// One labelled field of the enquiry form, with its hint and error. No state and no hooks, so it
// works in the server's form and the interactive one alike; `children` renders the control itself
// with the id, name, ARIA and class the field gives it.
import clsx from 'clsx';
import type { ReactNode } from 'react';
import type { FormCopy } from '@/lib/content';
import type { EnquiryField } from '@/lib/enquiry';
import styles from './EnquiryForm.module.css';

const controlProps = (id: string, name: EnquiryField, required: boolean, describedBy: string, error?: string) => ({
  id,
  name,
  required,
  'aria-invalid': error ? (true as const) : undefined,
  'aria-describedby': describedBy || undefined,
  className: clsx(styles.control, error && styles.controlInvalid),
});

interface FieldProps {
  formId: string;
  name: EnquiryField;
  copy: FormCopy;
  /** The error to show, or undefined while the field is fine or not yet touched. */
  error?: string;
  children: (control: ReturnType<typeof controlProps>) => ReactNode;
}

export function Field({ formId, name, copy, error, children }: FieldProps) {
  const id = `${formId}-${name}`;
  const { label, hint } = copy.fields[name];
  const required = name !== 'message';
  const wide = name === 'message'; // the message box spans the whole row
  const marker = required ? copy.requiredMarker : copy.optionalMarker;
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className={clsx(styles.field, wide && styles.fieldWide)}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {/* A required field says so through its required attribute: the visible marker is not read out twice. */}
        {marker && <span className={styles.marker} aria-hidden={required || undefined}>{` ${marker}`}</span>}
      </label>
      {hint && <p id={`${id}-hint`} className={styles.hint}>{hint}</p>}
      {children(controlProps(id, name, required, describedBy, error))}
      {error && <p id={`${id}-error`} className={styles.error}>{error}</p>}
    </div>
  );
}
