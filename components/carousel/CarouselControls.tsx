import clsx from 'clsx';
import { ROTATION_CONTROL_ATTRIBUTE, rotationButtonLabel } from '@/components/carousel/rotation';
import styles from './CarouselControls.module.css';

type ControlsTone = 'light' | 'dark';

const icons = {
  pause: 'M7 5h3.5v14H7zM13.5 5H17v14h-3.5z',
  play: 'M8 5.5v13l10.5-6.5z',
  previous: 'M15.4 5.4 14 4l-8 8 8 8 1.4-1.4L8.8 12z',
  next: 'M8.6 5.4 10 4l8 8-8 8-1.4-1.4 6.6-6.6z',
};

function Icon({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={path} fill="currentColor" />
    </svg>
  );
}

interface RotationButtonProps {
  playing: boolean;
  onToggle: () => void;
  labels: { pause: string; play: string };
  /** The id of the slides' container, which the button controls. */
  controls: string;
  tone: ControlsTone;
}

/**
 * The pause/play button (WCAG 2.2.2). Its label says what pressing it does; keyboard focus on it
 * does not hold the carousel, so it can start the slides again.
 */
export function RotationButton({ playing, onToggle, labels, controls, tone }: RotationButtonProps) {
  return (
    <button
      type="button"
      className={clsx(styles.button, styles[tone])}
      onClick={onToggle}
      aria-label={rotationButtonLabel(!playing, labels)}
      aria-controls={controls}
      {...{ [ROTATION_CONTROL_ATTRIBUTE]: '' }}
    >
      <Icon path={playing ? icons.pause : icons.play} />
    </button>
  );
}

interface StepButtonProps {
  direction: 'previous' | 'next';
  label: string;
  onClick: () => void;
  controls: string;
  tone: ControlsTone;
}

/** A previous or next button. */
export function StepButton({ direction, label, onClick, controls, tone }: StepButtonProps) {
  return (
    <button type="button" className={clsx(styles.button, styles[tone])} onClick={onClick} aria-label={label} aria-controls={controls}>
      <Icon path={icons[direction]} />
    </button>
  );
}

interface IndicatorsProps {
  count: number;
  selectedIndex: number;
  onSelect: (index: number) => void;
  /** The accessible name of each dot, e.g. "Show slide 2 of 3". */
  labelFor: (index: number) => string;
  groupLabel: string;
  controls: string;
  tone: ControlsTone;
}

/** One dot per slide: a click shows that slide; the current one has aria-current="true". */
export function Indicators({ count, selectedIndex, onSelect, labelFor, groupLabel, controls, tone }: IndicatorsProps) {
  return (
    <div role="group" aria-label={groupLabel} className={styles.indicators}>
      {Array.from({ length: count }, (_, index) => (
        <button
          key={index}
          type="button"
          className={clsx(styles.dot, styles[tone])}
          aria-label={labelFor(index)}
          aria-current={index === selectedIndex ? 'true' : undefined}
          aria-controls={controls}
          onClick={() => onSelect(index)}
        />
      ))}
    </div>
  );
}
