import type { Car } from '@fleetdesk/contract';
import type { CarRow } from './queries';
import { numberDisplay } from './rules';

/** A car as every answer shows it. */
export const toCar = (row: CarRow): Car => ({
  id: row.id,
  title: row.title,
  number_display: numberDisplay(row),
  reference_id: row.referenceId,
  type_id: row.typeId,
  type: row.typeTitle,
  status: row.status as Car['status'],
  vin_number: row.vinNumber,
  plate_number: row.plateNumber,
  state: row.state,
  year: row.year,
  make: row.make,
  model: row.model,
  color: row.color,
  wav: row.wav,
  s_wav: row.sWav,
  suv: row.suv,
  seats: row.seats,
  wav_seats: row.wavSeats,
  fleet_id: row.fleetId,
  fleet_name: row.fleetName,
  driver_id: row.driverId,
  driver_status: row.driverStatus,
  names: row.driverId === null ? null : `${row.driverFirstName} ${row.driverLastName}`,
  phone_number: row.driverPhone,
  is_temporary: row.isTemporary,
  documents_expired_or_missing: row.documentsExpiredOrMissing,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});
