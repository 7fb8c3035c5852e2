import { describe, expect, it } from 'vitest';
import { checkJobDefinitions, jobsTriggeredBy } from '@ros/shared-events';
import { jobDefinitions } from './jobs';

const triggered = (type: string, payload?: unknown) => jobsTriggeredBy(jobDefinitions, type, payload).sort();

describe('the jobs an event triggers', () => {
  it('are a consistent set', () => {
    expect(() => checkJobDefinitions(jobDefinitions)).not.toThrow();
  });

  it("leave out a fire's jobs it says it has no work for (its stock follows in the stream job, which skips it too)", () => {
    expect(triggered('order.sent_to_kitchen', { prints: true, deductsStock: true })).toEqual(['printer.queue-prints']);
    expect(triggered('order.sent_to_kitchen', { prints: false, deductsStock: true })).toEqual([]);
    expect(triggered('order.course_fired', { prints: true, deductsStock: false })).toEqual(['printer.queue-prints']);
    expect(triggered('order.course_fired', { prints: false, deductsStock: false })).toEqual([]);
  });

  it('are every job of an event that does not say (written before it could)', () => {
    expect(triggered('order.sent_to_kitchen', {})).toEqual(['printer.queue-prints']);
    expect(triggered('order.sent_to_kitchen')).toEqual(['printer.queue-prints']);
  });

  it('only a fire turns its jobs off: other events keep theirs whatever their payload holds', () => {
    expect(triggered('order.item_voided', { deductsStock: false })).toEqual([]);
    expect(triggered('printer.print_requested', { prints: false })).toEqual(['printer.queue-prints']);
    expect(triggered('order.placed', {})).toEqual([]);
  });

  it('are the same as before definitions (and the guest confirmation): the reservation, export and print triggers', () => {
    expect(triggered('reservation.created')).toEqual(['reservation.schedule-jobs', 'reservation.send-confirmation']);
    expect(triggered('reservation.updated')).toEqual(['reservation.schedule-jobs', 'reservation.send-confirmation']);
    expect(triggered('ticket.reprinted')).toEqual(['printer.queue-prints']);
    expect(triggered('export.requested')).toEqual(['report.export']);
    expect(triggered('webhook.delivery_queued')).toEqual(['webhooks.send-queued']);
  });

  it('the stream and clock jobs', () => {
    expect(
      jobDefinitions
        .filter((d) => d.stream)
        .map((d) => d.name)
        .sort(),
    ).toEqual(['inventory.deduct-stock', 'report.count-daily', 'report.roll-up', 'webhooks.fan-out']);
    expect(Object.fromEntries(jobDefinitions.flatMap((d) => (d.clock ? [[d.name, d.clock.everyMs]] : [])))).toEqual({
      'accounts.run-schedules': 15 * 60_000,
      'checklist.make-due': 5 * 60_000,
      'reservation.schedule-due': 5 * 60_000,
      'report.end-of-day': 15 * 60_000,
      'printer.resend-stranded': 60_000,
      'message.sweep': 2000,
      'report.resume-exports': 5 * 60_000,
      'report.roll-up': 60_000,
      'webhooks.sweep': 15_000,
      'billing.renew': 10 * 60_000,
    });
  });
});
