import { carriers, type Carrier, type Pickpoint } from '@shop/domain';
import { db } from '../db.ts';
import { pickpointsNear, type PickpointFixture } from '../fixtures/pickpoints.ts';

function withDistance(pickpoint: PickpointFixture, index: number): Pickpoint {
  return { ...pickpoint, distance_m: 250 + index * 420 };
}

/** A carrier's pickpoints near a postcode, nearest first: seeded ones, or generated for other postcodes. */
export function findPickpoints(carrier: Carrier, postcode: string, country: string): Pickpoint[] {
  const seeded = db.pickpoints.filter(
    (pickpoint) => pickpoint.carrier === carrier && pickpoint.postcode === postcode,
  );
  return (seeded.length > 0 ? seeded : pickpointsNear(carrier, postcode, country)).map(
    withDistance,
  );
}

/** A pickpoint by id (`{carrier}-{postcode}-{n}`), seeded or generated. */
export function findPickpointById(id: string, country: string): Pickpoint | undefined {
  const seeded = db.pickpoints.findIndex((pickpoint) => pickpoint.id === id);
  if (seeded >= 0) {
    const pickpoint = db.pickpoints[seeded];
    return pickpoint ? withDistance(pickpoint, 0) : undefined;
  }
  const match = /^([A-Z_]+)-(.+)-(\d+)$/.exec(id);
  const carrier = carriers.find((candidate) => candidate === match?.[1]);
  if (!match || !carrier) return undefined;
  return findPickpoints(carrier, match[2] ?? '', country).find((pickpoint) => pickpoint.id === id);
}
