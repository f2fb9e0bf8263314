import { type CalendarDate, parseDate, parseTime, type Time } from '@internationalized/date';
import { type PhysiqueItem, physiqueItemLabel, slotSchema } from '@school-sports/domain';
import {
  type DataOf,
  GatewayError,
  testPlanBookingAdd,
  testPlanBookingCancel,
  testPlanOptions,
  testPlanSlotDelete,
  testPlanSlotList,
  testPlanSlotSave,
} from '@school-sports/gateway-client';
import { Button, ConfirmDialog, DatePicker, NumberField, ProgressBar, Select, TimeField } from '@school-sports/ui';
import { type FormEvent, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { domainText, failureText } from '../../i18n/translate.ts';
import { FormDialog } from '../../kit/FormDialog.tsx';
import { type FormErrors, fieldErrors } from '../../kit/fieldErrors.ts';
import { RowButton } from '../../kit/RowButtons.tsx';
import { TableScroller } from '../../kit/TableScroller.tsx';
import { useGatewayAction, useGatewayQuery } from '../../session/useGateway.ts';
import { useLocale } from '../../shell/LocaleContext.ts';
import type { PlanClass } from './PlanExemptions.tsx';
import * as sheetStyles from './testPlans.css.ts';

type Slot = DataOf<typeof testPlanSlotList>[number];

/** What the slots read of their plan. */
export interface SlotsPlan {
  planId: string;
  startDate: string;
  endDate: string;
  /** The plan's items, across its grades. */
  items: readonly PhysiqueItem[];
  /** Whether the plan has ended: its slots and bookings are kept, read only. */
  ended: boolean;
}

/**
 * A plan's time slots (issue 45): when and where each item is measured, for how many students,
 * and the classes booked into each. Whoever may edit the plan adds, changes and removes slots;
 * whoever holds the book button books a class into one and cancels it before it begins.
 */
export function PlanSlots({
  plan,
  classes,
  canEdit,
  canBook,
}: {
  plan: SlotsPlan;
  classes: readonly PlanClass[];
  canEdit: boolean;
  canBook: boolean;
}) {
  const intl = useIntl();
  const { locale } = useLocale();
  const headingId = useId();
  const { run } = useGatewayAction();
  const list = useGatewayQuery(testPlanSlotList, { planId: plan.planId });
  const [editing, setEditing] = useState<Slot | 'new' | null>(null);
  const [booking, setBooking] = useState<Slot | null>(null);
  const [removing, setRemoving] = useState<Slot | null>(null);
  const [cancelling, setCancelling] = useState<{ bookingId: string; className: string } | null>(null);
  const text = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `planSlots.${id}` }, values);
  const rows = list.data ?? [];
  const itemName = (item: PhysiqueItem) => domainText(locale, physiqueItemLabel(item));
  const slotName = (slot: Slot) =>
    text('slotName', { day: slot.day, starts: slot.starts, ends: slot.ends, item: itemName(slot.item) });
  /** A confirmed change: a refusal keeps its dialog open (the toast has said why); once done, the slots are read again. */
  const reloadAfter = async (change: Promise<unknown>) => {
    if (!(await change)) throw new Error('refused');
    list.reload();
  };
  const mayEdit = canEdit && !plan.ended;
  const mayBook = canBook && !plan.ended;

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{text('title')}</h2>
      {mayEdit ? <Button onPress={() => setEditing('new')}>{text('add')}</Button> : null}
      {list.error ? <p role="alert">{list.error}</p> : null}
      {list.data && rows.length === 0 ? <p>{text('none')}</p> : null}
      {rows.length > 0 ? (
        <TableScroller label={text('title')}>
          <table className={sheetStyles.progress} aria-labelledby={headingId}>
            <thead>
              <tr>
                <th scope="col">{text('when')}</th>
                <th scope="col">{text('venue')}</th>
                <th scope="col">{text('item')}</th>
                <th scope="col">{text('places')}</th>
                <th scope="col">{text('classes')}</th>
                {mayEdit || mayBook ? <th scope="col">{text('actions')}</th> : null}
              </tr>
            </thead>
            <tbody>
              {rows.map((slot) => (
                <tr key={slot.slotId}>
                  <th scope="row">{text('time', { day: slot.day, starts: slot.starts, ends: slot.ends })}</th>
                  <td>{slot.venueName}</td>
                  <td>{itemName(slot.item)}</td>
                  <td>
                    <ProgressBar
                      label={text('booked', { booked: slot.booked, capacity: slot.capacity })}
                      value={slot.booked}
                      maxValue={slot.capacity}
                      size="small"
                    />
                  </td>
                  <td>
                    {slot.bookings.length === 0 ? '—' : null}
                    <ul className={sheetStyles.bookings}>
                      {slot.bookings.map((entry) => (
                        <li key={entry.bookingId}>
                          {text('bookedClass', { name: entry.className, size: entry.size })}
                          {mayBook ? (
                            <RowButton
                              action="planSlots.cancel"
                              name={`${entry.className} ${slotName(slot)}`}
                              onPress={() => setCancelling({ bookingId: entry.bookingId, className: entry.className })}
                            />
                          ) : null}
                        </li>
                      ))}
                    </ul>
                  </td>
                  {mayEdit || mayBook ? (
                    <td>
                      {mayBook ? (
                        <RowButton action="planSlots.book" name={slotName(slot)} onPress={() => setBooking(slot)} />
                      ) : null}
                      {mayEdit ? (
                        <>
                          <RowButton action="common.edit" name={slotName(slot)} onPress={() => setEditing(slot)} />
                          <RowButton action="common.delete" name={slotName(slot)} onPress={() => setRemoving(slot)} />
                        </>
                      ) : null}
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroller>
      ) : null}
      {editing ? (
        <SlotDialog
          plan={plan}
          slot={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onDone={() => {
            setEditing(null);
            list.reload();
          }}
        />
      ) : null}
      {booking ? (
        <BookDialog
          slot={booking}
          title={text('bookTitle', { slot: slotName(booking) })}
          classes={classes}
          onClose={() => setBooking(null)}
          onDone={() => {
            setBooking(null);
            list.reload();
          }}
        />
      ) : null}
      <ConfirmDialog
        isOpen={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title={text('removeTitle', { slot: removing ? slotName(removing) : '' })}
        message={text('removeMessage')}
        onConfirm={async () => {
          if (removing) await reloadAfter(run(testPlanSlotDelete, { slotId: removing.slotId }, 'success.deleted'));
        }}
      />
      <ConfirmDialog
        isOpen={cancelling !== null}
        onOpenChange={(open) => {
          if (!open) setCancelling(null);
        }}
        title={text('cancelTitle', { name: cancelling?.className ?? '' })}
        message={text('cancelMessage')}
        onConfirm={async () => {
          if (cancelling) await reloadAfter(run(testPlanBookingCancel, { bookingId: cancelling.bookingId }));
        }}
      />
    </section>
  );
}

function dayOf(text: string): CalendarDate | null {
  try {
    return text ? parseDate(text) : null;
  } catch {
    return null;
  }
}

function timeOf(text: string): Time | null {
  try {
    return text ? parseTime(text) : null;
  } catch {
    return null;
  }
}

/** A slot added to the plan, or one changed: venue, item, day, times and places. */
function SlotDialog({
  plan,
  slot,
  onClose,
  onDone,
}: {
  plan: SlotsPlan;
  slot: Slot | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const intl = useIntl();
  const { locale } = useLocale();
  const formId = useId();
  const { run, isPending } = useGatewayAction();
  const options = useGatewayQuery(testPlanOptions, {});
  const [values, setValues] = useState({
    venueId: slot?.venueId ?? '',
    item: slot?.item ?? (plan.items.length === 1 ? (plan.items[0] ?? '') : ''),
    day: slot?.day ?? '',
    starts: slot?.starts ?? '',
    ends: slot?.ends ?? '',
    capacity: slot ? String(slot.capacity) : '',
  });
  const [errors, setErrors] = useState<FormErrors>({});
  const text = (id: string) => intl.formatMessage({ id: `planSlots.${id}` });
  const set = (field: keyof typeof values) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = slotSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error, (id) => domainText(locale, id)));
      return;
    }
    const done = await run(
      testPlanSlotSave,
      { planId: plan.planId, ...(slot ? { slotId: slot.slotId } : {}), ...parsed.data },
      'success.saved',
      (error) => {
        // The gateway names the field it refused (the day outside the plan, places below those booked).
        const field = error instanceof GatewayError ? String(error.refusal?.values.field ?? '') : '';
        if (field in values) setErrors({ [field]: failureText(locale, error) });
      },
    );
    if (done) onDone();
  }

  return (
    <FormDialog
      title={text(slot ? 'editTitle' : 'addTitle')}
      onClose={onClose}
      formId={formId}
      isPending={isPending}
      size="medium"
    >
      <form id={formId} onSubmit={submit} noValidate className={sheetStyles.slotForm}>
        <Select
          label={text('venue')}
          items={(options.data?.venues ?? []).map((entry) => ({ id: entry.venueId, label: entry.name }))}
          value={values.venueId || null}
          onChange={(key) => set('venueId')(key ? String(key) : '')}
          isLoading={options.isLoading}
          isRequired
          isInvalid={Boolean(errors.venueId)}
          errorMessage={errors.venueId}
        />
        <Select
          label={text('item')}
          items={plan.items.map((item) => ({ id: item, label: domainText(locale, physiqueItemLabel(item)) }))}
          value={values.item || null}
          onChange={(key) => set('item')(key ? String(key) : '')}
          isRequired
          isInvalid={Boolean(errors.item)}
          errorMessage={errors.item}
        />
        <DatePicker
          label={text('day')}
          value={dayOf(values.day)}
          onChange={(date) => set('day')(date ? date.toString() : '')}
          minValue={dayOf(plan.startDate) ?? undefined}
          maxValue={dayOf(plan.endDate) ?? undefined}
          granularity="day"
          isRequired
          isInvalid={Boolean(errors.day)}
          errorMessage={errors.day}
        />
        {(['starts', 'ends'] as const).map((field) => (
          <TimeField
            key={field}
            label={text(field)}
            hourCycle={24}
            value={timeOf(values[field])}
            onChange={(time) => set(field)(time ? time.toString().slice(0, 5) : '')}
            isRequired
            isInvalid={Boolean(errors[field])}
            errorMessage={errors[field]}
          />
        ))}
        <NumberField
          label={text('capacity')}
          value={values.capacity === '' ? Number.NaN : Number(values.capacity)}
          onChange={(value) => set('capacity')(Number.isNaN(value) ? '' : String(value))}
          minValue={1}
          maxValue={1000}
          step={1}
          isRequired
          isInvalid={Boolean(errors.capacity)}
          errorMessage={errors.capacity}
        />
      </form>
    </FormDialog>
  );
}

/** A class of the plan booked into the slot. */
function BookDialog({
  slot,
  title,
  classes,
  onClose,
  onDone,
}: {
  slot: Slot;
  title: string;
  classes: readonly PlanClass[];
  onClose: () => void;
  onDone: () => void;
}) {
  const intl = useIntl();
  const { locale } = useLocale();
  const formId = useId();
  const { run, isPending } = useGatewayAction();
  const booked = new Set(slot.bookings.map((entry) => entry.classId));
  const [classId, setClassId] = useState('');
  const [error, setError] = useState<string | undefined>();
  const text = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `planSlots.${id}` }, values);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!classId) {
      setError(text('chooseClass'));
      return;
    }
    const done = await run(testPlanBookingAdd, { slotId: slot.slotId, classId }, 'success.saved', (refusal) =>
      setError(failureText(locale, refusal)),
    );
    if (done) onDone();
  }

  return (
    <FormDialog title={title} onClose={onClose} formId={formId} isPending={isPending} size="small">
      <form id={formId} onSubmit={submit} noValidate>
        <Select
          label={text('class')}
          items={classes
            .filter((entry) => !booked.has(entry.classId))
            .map((entry) => ({ id: entry.classId, label: entry.name }))}
          value={classId || null}
          onChange={(key) => {
            setClassId(key ? String(key) : '');
            setError(undefined);
          }}
          description={text('placesLeft', { left: slot.capacity - slot.booked })}
          isRequired
          isInvalid={Boolean(error)}
          errorMessage={error}
        />
      </form>
    </FormDialog>
  );
}
