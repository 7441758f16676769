import { reconciliation } from '@fleetdesk/contract';

export type ReportPreset = reconciliation.ReportPreset;
export interface ReportPeriod {
  preset: ReportPreset;
  /** The days of a custom period as typed (YYYY-MM-DD, empty until picked). */
  custom: { start: string; end: string };
}
export type ReportDays = { start_date: string; end_date: string };

/** The days a period asks for around `today` (New York); null while a custom one lacks a day. */
export function daysOfPeriod(period: ReportPeriod, today: string): ReportDays | null {
  if (period.preset !== 'custom') return reconciliation.reportPresetDays(period.preset, today);
  const { start, end } = period.custom;
  return start && end ? { start_date: start, end_date: end } : null;
}
