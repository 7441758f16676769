/**
 * The map SVG's user space: the country on the left, the north-east inset labels in the right margin.
 * Kept apart from the geometry so the step can size the map's placeholder without loading the shapes.
 */
export const MAP_WIDTH = 960;
export const MAP_HEIGHT = 500;
