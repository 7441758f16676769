export { type CheckReport, checkSolution, type Violation, type ViolationKind } from './checker';
export { parseCordeauLaporte } from './formats/cordeauLaporte';
export { euclideanMatrix } from './formats/euclidean';
export { parseLiLim } from './formats/liLim';
export { Random } from './random';
export { checkScenarioSolution, solveScenarios } from './scenario';
export { solve } from './solve';
export type * from './types';
