import type { EditorDispatch } from '../editorContext.ts';
import * as styles from '../Editor.css.ts';

/**
 * A slider whose slide is one undo step: each value goes to `onSlide` under the gesture's name,
 * and the gesture ends on release (pointer or key).
 */
export function GestureSlider({
  label,
  min,
  max,
  step,
  value,
  valueText,
  onSlide,
  dispatch,
}: {
  label: string;
  min: number;
  max: number;
  step: number;
  value: number;
  valueText: string;
  onSlide: (value: number) => void;
  dispatch: EditorDispatch;
}) {
  const endGesture = () => dispatch({ type: 'endGesture' });
  return (
    <label className={styles.rangeField}>
      {label}
      <input
        className={styles.range}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        aria-valuetext={valueText}
        onChange={(event) => onSlide(Number(event.target.value))}
        onPointerUp={endGesture}
        onKeyUp={endGesture}
      />
    </label>
  );
}
