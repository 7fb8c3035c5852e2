import { Checkbox, FormGroup, HTMLSelect, NumericInput } from '@blueprintjs/core';
import { usePosT } from '../../../../app/i18n/pos';
import { COURSES } from '../money';

interface Props {
  /** Prefix of the inputs' ids ("dish" → dish-qty, dish-course, dish-seat). */
  idPrefix: string;
  /** Lowest quantity the input allows (0 lets a cart line be emptied). */
  minQuantity: number;
  quantity: number;
  onQuantity: (quantity: number) => void;
  course: string;
  onCourse: (course: string) => void;
  seat: number | null;
  onSeat: (seat: number | null) => void;
  hold: boolean;
  onHold: (hold: boolean) => void;
}

/** Quantity, course, seat and hold of an order line: shared by the dish options and line edit dialogs. */
export function LineOptionsFields({
  idPrefix,
  minQuantity,
  quantity,
  onQuantity,
  course,
  onCourse,
  seat,
  onSeat,
  hold,
  onHold,
}: Props) {
  const t = usePosT();
  return (
    <>
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
        <FormGroup label={t('builder.quantity')} labelFor={`${idPrefix}-qty`}>
          <NumericInput
            id={`${idPrefix}-qty`}
            large
            min={minQuantity}
            max={99}
            value={quantity}
            onValueChange={(n) => onQuantity(Number.isFinite(n) ? n : 1)}
            style={{ width: 80 }}
          />
        </FormGroup>
        <FormGroup label={t('builder.course')} labelFor={`${idPrefix}-course`}>
          <HTMLSelect id={`${idPrefix}-course`} large value={course} onChange={(e) => onCourse(e.currentTarget.value)}>
            {COURSES.map((c) => (
              <option key={c} value={c}>
                {t(`course.${c}`)}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <FormGroup label={t('builder.seat')} labelFor={`${idPrefix}-seat`}>
          <NumericInput
            id={`${idPrefix}-seat`}
            large
            min={1}
            max={99}
            value={seat ?? ''}
            onValueChange={(n) => onSeat(Number.isFinite(n) && n > 0 ? n : null)}
            style={{ width: 70 }}
          />
        </FormGroup>
      </div>
      <Checkbox large checked={hold} onChange={() => onHold(!hold)} label={t('builder.hold')} />
    </>
  );
}
