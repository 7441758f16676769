/** A place as requests carry it. */
export interface Place {
  address: string;
  lat: number;
  lon: number;
}

/** The pickup and destination columns shared by ride estimates and rides. */
export const tripEndColumns = (from: Place, to: Place) => ({
  startAddress: from.address,
  startLat: from.lat,
  startLon: from.lon,
  destinationAddress: to.address,
  destinationLat: to.lat,
  destinationLon: to.lon,
});
