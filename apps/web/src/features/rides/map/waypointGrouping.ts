import { MAP_GROUPING_THRESHOLDS_PX } from '@fleetdesk/contract';

/** A waypoint pin where the map draws it now, in screen pixels. */
export interface ScreenWaypoint {
  key: string;
  x: number;
  y: number;
  /** When the stop happens; pins without a time come after the timed ones. */
  at: string | null;
  /** Tie-breaker among equal times: the route's own order. */
  order: number;
}

export interface WaypointDisplacement {
  /** Pixels to move the pin by. */
  dx: number;
  dy: number;
  /** 1-based place in its group's time order; 1 for a lone pin. */
  position: number;
  groupSize: number;
}

const [PIN_WIDTH_PX, PIN_HEIGHT_PX] = MAP_GROUPING_THRESHOLDS_PX;

/** Two pins collide when their 23 × 35 px boxes (a pin's width and height) overlap. */
function collides(a: ScreenWaypoint, b: ScreenWaypoint): boolean {
  return Math.abs(a.x - b.x) < PIN_WIDTH_PX && Math.abs(a.y - b.y) < PIN_HEIGHT_PX;
}

function byTime(a: ScreenWaypoint, b: ScreenWaypoint): number {
  if (a.at !== b.at) {
    if (a.at === null) return 1;
    if (b.at === null) return -1;
    const diff = Date.parse(a.at) - Date.parse(b.at);
    if (diff !== 0) return diff;
  }
  return a.order - b.order;
}

/**
 * Groups pins that would cover each other (closer than 23 px across and 35 px down, chained: a pin
 * colliding with any member joins the group) and lays each group out side by side around its centre,
 * earliest stop on the left, so every stop of a driver's plan stays visible and clickable.
 */
export function groupWaypoints(points: readonly ScreenWaypoint[]): Map<string, WaypointDisplacement> {
  const groupOf = points.map((_, i) => i);
  const root = (i: number): number => {
    let r = i;
    while (groupOf[r] !== r) r = groupOf[r] ?? r;
    return r;
  };
  points.forEach((a, i) => {
    points.forEach((b, j) => {
      if (j > i && collides(a, b)) groupOf[root(j)] = root(i);
    });
  });
  const groups = new Map<number, ScreenWaypoint[]>();
  points.forEach((point, i) => {
    const members = groups.get(root(i)) ?? [];
    members.push(point);
    groups.set(root(i), members);
  });

  const result = new Map<string, WaypointDisplacement>();
  for (const members of groups.values()) {
    const centreX = members.reduce((sum, p) => sum + p.x, 0) / members.length;
    const centreY = members.reduce((sum, p) => sum + p.y, 0) / members.length;
    const ordered = [...members].sort(byTime);
    ordered.forEach((point, i) => {
      const isAlone = ordered.length === 1;
      const targetX = centreX + (i - (ordered.length - 1) / 2) * PIN_WIDTH_PX;
      result.set(point.key, {
        dx: isAlone ? 0 : targetX - point.x,
        dy: isAlone ? 0 : centreY - point.y,
        position: i + 1,
        groupSize: ordered.length,
      });
    });
  }
  return result;
}
