// One labelled form control with its hint and error. No state and no hooks: it renders what
// it is given, so it works in the server's form and inside InteractiveEnquiryForm alike.
import clsx from 'clsx';
import type { ChangeEventHandler, FocusEventHandler, HTMLAttributes } from 'react';
import styles from './EnquiryForm.module.css';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

interface CommonProps {
  /** The control's id; the hint and error ids are derived from it. */
  id: string;
  name: string;
  label: string;
  /** Shown after the label, e.g. '(required)' or '(optional)'. */
  marker?: string;
  required?: boolean;
  hint?: string;
  /** The error to show, or undefined while the field is fine or not yet touched. */
  error?: string;
  /** Controlled (with onChange), or uncontrolled with defaultValue (the server's form). */
  value?: string;
  defaultValue?: string;
  placeholder?: string;
  disabled?: boolean;
  onChange?: ChangeEventHandler<Control>;
  onBlur?: FocusEventHandler<Control>;
}

interface InputProps extends CommonProps {
  as: 'input';
  type: 'text' | 'email';
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
}

export interface SelectOption {
  value: string;
  label: string;
}

/** An option, or a labelled group of options (<optgroup>). */
export type SelectEntry = SelectOption | { group: string; options: SelectOption[] };

interface SelectProps extends CommonProps {
  as: 'select';
  options: SelectEntry[];
  autoComplete?: string;
}

interface TextareaProps extends CommonProps {
  as: 'textarea';
  rows?: number;
}

export type FieldProps = InputProps | SelectProps | TextareaProps;

function renderOption(option: SelectOption) {
  return (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  );
}

export function Field(props: FieldProps) {
  const { id, name, label, marker, required, hint, error, value, defaultValue, placeholder, disabled, onChange, onBlur } = props;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name,
    value,
    defaultValue,
    required,
    disabled,
    onChange,
    onBlur,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    className: clsx(styles.control, error && styles.controlInvalid),
  } as const;

  let control;
  if (props.as === 'select') {
    control = (
      <select {...common} autoComplete={props.autoComplete}>
        {props.options.map((entry) =>
          'group' in entry ? (
            <optgroup key={`group:${entry.group}`} label={entry.group}>
              {entry.options.map(renderOption)}
            </optgroup>
          ) : (
            renderOption(entry)
          ),
        )}
      </select>
    );
  } else if (props.as === 'textarea') {
    control = <textarea {...common} rows={props.rows ?? 5} placeholder={placeholder} />;
  } else {
    control = (
      <input
        {...common}
        type={props.type}
        inputMode={props.inputMode}
        autoComplete={props.autoComplete}
        placeholder={placeholder}
        // No spelling marks on addresses and numbers.
        spellCheck={props.type === 'text' && props.inputMode !== 'numeric' ? undefined : false}
      />
    );
  }

  return (
    <div className={clsx(styles.field, props.as === 'textarea' && styles.fieldWide)}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {marker && (
          // A required field already says so through its required attribute; the visible
          // marker is for sighted visitors and is not read out twice.
          <span className={styles.marker} aria-hidden={required ? true : undefined}>
            {' '}
            {marker}
          </span>
        )}
      </label>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {control}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
