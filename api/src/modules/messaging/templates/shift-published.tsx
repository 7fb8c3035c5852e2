import { linkTo, type Brand } from './brand';
import { defineTemplate, type Strings } from './define-template';
import { formatDayOf, formatTime } from './format';
import { MailAction, MailLayout, MailText } from './layout';
import { MailTable } from './table';

interface ShiftPublishedData {
  memberName: string;
  /** The restaurant's time zone: shifts read as its clock shows them. */
  timeZone: string;
  /** This member's shifts of the publish, in time order (ISO instants). */
  shifts: { startsAt: string; endsAt: string; department: string | null; notes: string | null }[];
}

const strings: Strings<{
  subject: (b: Brand) => string;
  heading: string;
  body: (d: ShiftPublishedData, b: Brand) => string;
  columns: { day: string; time: string; department: string; notes: string };
  action: string;
  footer: (timeZone: string) => string;
}> = {
  en: {
    subject: (b) => `Your new shifts at ${b.name}`,
    heading: 'Your shifts are published',
    body: (d, b) =>
      `Hi ${d.memberName}, ${b.name} published ${d.shifts.length === 1 ? 'a shift' : `${d.shifts.length} shifts`} for you:`,
    columns: { day: 'Day', time: 'Time', department: 'Department', notes: 'Notes' },
    action: 'Open the schedule',
    footer: (tz) => `Times are the restaurant's (${tz}). Changes to a shift show in the schedule.`,
  },
  es: {
    subject: (b) => `Tus nuevos turnos en ${b.name}`,
    heading: 'Tus turnos están publicados',
    body: (d, b) =>
      `Hola, ${d.memberName}: ${b.name} ha publicado ${d.shifts.length === 1 ? 'un turno' : `${d.shifts.length} turnos`} para ti:`,
    columns: { day: 'Día', time: 'Horario', department: 'Departamento', notes: 'Notas' },
    action: 'Abrir el horario',
    footer: (tz) => `Horas del restaurante (${tz}). Los cambios de un turno aparecen en el horario.`,
  },
};

/** A member's shifts, when a manager publishes the drafts of a period. */
export const shiftPublished = defineTemplate<ShiftPublishedData>({
  channel: 'email',
  render(data, brand) {
    const t = strings[brand.language];
    const { language } = brand;
    const subject = t.subject(brand);
    return {
      subject,
      body: (
        <MailLayout brand={brand} preview={subject} heading={t.heading} footer={t.footer(data.timeZone)}>
          <MailText>{t.body(data, brand)}</MailText>
          <MailTable
            columns={[
              { label: t.columns.day },
              { label: t.columns.time },
              { label: t.columns.department },
              { label: t.columns.notes },
            ]}
            rows={data.shifts.map((s) => [
              formatDayOf(s.startsAt, data.timeZone, language),
              `${formatTime(s.startsAt, data.timeZone, language)} – ${formatTime(s.endsAt, data.timeZone, language)}`,
              s.department ?? '',
              s.notes ?? '',
            ])}
          />
          <MailAction href={linkTo(brand, '/apps/management/schedule')} label={t.action} />
        </MailLayout>
      ),
    };
  },
});
