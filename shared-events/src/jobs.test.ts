import { describe, expect, it } from 'vitest';
import { jobsTriggeredBy } from './jobs';

describe('jobsTriggeredBy', () => {
  it("leaves out a fire's jobs it says it has no work for", () => {
    expect(jobsTriggeredBy('order.sent_to_kitchen', { prints: true, deductsStock: true })).toEqual(['inventory.deduct-stock', 'printer.queue-prints']);
    expect(jobsTriggeredBy('order.sent_to_kitchen', { prints: false, deductsStock: true })).toEqual(['inventory.deduct-stock']);
    expect(jobsTriggeredBy('order.course_fired', { prints: true, deductsStock: false })).toEqual(['printer.queue-prints']);
    expect(jobsTriggeredBy('order.course_fired', { prints: false, deductsStock: false })).toEqual([]);
  });

  it('runs every job of an event that does not say (written before it could)', () => {
    expect(jobsTriggeredBy('order.sent_to_kitchen', {})).toEqual(['inventory.deduct-stock', 'printer.queue-prints']);
    expect(jobsTriggeredBy('order.sent_to_kitchen')).toEqual(['inventory.deduct-stock', 'printer.queue-prints']);
  });

  it('only a fire turns its jobs off: other events keep theirs whatever their payload holds', () => {
    expect(jobsTriggeredBy('order.item_voided', { deductsStock: false })).toEqual(['inventory.deduct-stock']);
    expect(jobsTriggeredBy('printer.print_requested', { prints: false })).toEqual(['printer.queue-prints']);
    expect(jobsTriggeredBy('order.placed', {})).toEqual([]);
  });
});
