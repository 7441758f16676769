import { describe, expect, it } from 'vitest';
import { compileProblem, pickupNode } from './problem';
import { Solution } from './solution';
import { twoRideInput } from './testing/lineFixture';

describe('a cloned plan shares its routes until one side changes them', () => {
  const problem = compileProblem(twoRideInput());
  const planWithRideA = (): Solution => {
    const plan = Solution.empty(problem, [1]);
    plan.insert(problem, 0, 0, 0, 0);
    return plan;
  };

  it('a change to the clone leaves the original as it was', () => {
    const original = planWithRideA();
    const copy = original.clone();
    copy.insert(problem, 1, 0, 2, 2);
    expect(copy.routes[0]?.nodes).toHaveLength(6);
    expect(original.routes[0]?.nodes).toEqual([0, pickupNode(problem, 0), pickupNode(problem, 0) + 1, 1]);
    expect(original.routes[0]?.distance).toBe(40);
    expect(original.routeOf[1]).toBe(-1);
  });

  it('a change to the original leaves the clone as it was', () => {
    const original = planWithRideA();
    const copy = original.clone();
    original.remove(problem, [0]);
    expect(original.routes[0]?.isEmpty).toBe(true);
    expect(copy.routes[0]?.nodes).toHaveLength(4);
    expect(copy.routeOf[0]).toBe(0);
  });

  it('two clones of one plan change apart', () => {
    const original = planWithRideA();
    const first = original.clone();
    const second = original.clone();
    first.remove(problem, [0]);
    second.insert(problem, 1, 0, 2, 2);
    expect(first.routes[0]?.isEmpty).toBe(true);
    expect(second.routes[0]?.nodes).toHaveLength(6);
    expect(original.routes[0]?.nodes).toHaveLength(4);
  });
});
