/**
 * A start that cannot go on for a reason the operator fixes (a setting, a data folder in use): the start
 * prints its message alone, without a stack trace.
 */
export class StartProblem extends Error {}
