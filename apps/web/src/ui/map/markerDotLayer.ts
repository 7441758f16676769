import type { CustomLayerInterface, CustomRenderMethodInput, Map as MapLibreMap } from 'maplibre-gl';
import { type DotBuffer, STYLE_BYTES } from './dotBuffer';

type GL = WebGLRenderingContext | WebGL2RenderingContext;

/** Radius in CSS pixels by zoom, between these stops (linear, held outside them). */
const RADIUS_STOPS: readonly (readonly [number, number])[] = [
  [8, 2.5],
  [12, 4],
  [15, 6],
];
const FILL_OPACITY = 0.9;
const MUTED_FILL_OPACITY = 0.45;
const RING = { width: 0.6, color: [1, 1, 1] } as const;
/** The selected dot's ring: wide and amber, as its badge's. */
const SELECTED_RING = { width: 3, color: [1, 0.835, 0.31] } as const;

export function dotRadius(zoom: number): number {
  const first = RADIUS_STOPS[0] as readonly [number, number];
  const last = RADIUS_STOPS[RADIUS_STOPS.length - 1] as readonly [number, number];
  if (zoom <= first[0]) return first[1];
  if (zoom >= last[0]) return last[1];
  const upper = RADIUS_STOPS.findIndex(([z]) => z >= zoom);
  const [z0, r0] = RADIUS_STOPS[upper - 1] as readonly [number, number];
  const [z1, r1] = RADIUS_STOPS[upper] as readonly [number, number];
  return r0 + ((zoom - z0) / (z1 - z0)) * (r1 - r0);
}

/** Outer radius of a dot with its ring, CSS pixels: what a click or hover must fall within. */
export const dotHitRadius = (zoom: number) => dotRadius(zoom) + SELECTED_RING.width;

// GLSL ES 1.00 runs on WebGL 1 and 2 alike. Point sprites: one vertex per dot, the circle cut in the
// fragment shader with a one-pixel soft edge; colours are premultiplied as MapLibre blends them. The
// uniforms and varyings both stages declare are written once (`precision` must come first in the fragment).
const SHARED = `
uniform float u_radius;
varying vec3 v_color;
varying float v_fill_opacity;
varying float v_ring;
varying float v_selected;
varying float v_half;
`;

const VERTEX_SHADER = `${SHARED}
uniform mat4 u_matrix;
uniform float u_pixel_ratio;
attribute vec2 a_pos;
attribute vec4 a_style;
void main() {
  float muted = mod(a_style.a, 2.0);
  v_selected = floor(a_style.a / 2.0);
  v_color = a_style.rgb / 255.0;
  v_fill_opacity = mix(${FILL_OPACITY.toFixed(2)}, ${MUTED_FILL_OPACITY.toFixed(2)}, muted);
  v_ring = mix(${RING.width.toFixed(2)}, ${SELECTED_RING.width.toFixed(2)}, v_selected);
  v_half = u_radius + v_ring + 0.5;
  gl_PointSize = v_half * 2.0 * u_pixel_ratio;
  gl_Position = u_matrix * vec4(a_pos, 0.0, 1.0);
}`;

const FRAGMENT_SHADER = `
precision highp float;
${SHARED}
void main() {
  float d = length(gl_PointCoord - 0.5) * 2.0 * v_half;
  float outer = 1.0 - smoothstep(u_radius + v_ring - 0.5, u_radius + v_ring + 0.5, d);
  if (outer <= 0.0) discard;
  float inFill = 1.0 - smoothstep(u_radius - 0.5, u_radius + 0.5, d);
  vec3 ring = mix(vec3(${RING.color.join(', ')}), vec3(${SELECTED_RING.color.join(', ')}), v_selected);
  vec4 fill = vec4(v_color * v_fill_opacity, v_fill_opacity);
  gl_FragColor = mix(vec4(ring, 1.0), fill, inFill) * outer;
}`;

function compile(gl: GL, type: number, source: string): WebGLShader {
  const shader = gl.createShader(type);
  if (!shader) throw new Error('WebGL could not create a shader');
  gl.shaderSource(shader, source);
  gl.compileShader(shader);
  if (!gl.getShaderParameter(shader, gl.COMPILE_STATUS)) throw new Error(gl.getShaderInfoLog(shader) ?? '');
  return shader;
}

interface Program {
  program: WebGLProgram;
  position: number;
  style: number;
  matrix: WebGLUniformLocation | null;
  radius: WebGLUniformLocation | null;
  pixelRatio: WebGLUniformLocation | null;
}

function link(gl: GL): Program {
  const program = gl.createProgram();
  if (!program) throw new Error('WebGL could not create a program');
  gl.attachShader(program, compile(gl, gl.VERTEX_SHADER, VERTEX_SHADER));
  gl.attachShader(program, compile(gl, gl.FRAGMENT_SHADER, FRAGMENT_SHADER));
  gl.linkProgram(program);
  if (!gl.getProgramParameter(program, gl.LINK_STATUS)) throw new Error(gl.getProgramInfoLog(program) ?? '');
  return {
    program,
    position: gl.getAttribLocation(program, 'a_pos'),
    style: gl.getAttribLocation(program, 'a_style'),
    matrix: gl.getUniformLocation(program, 'u_matrix'),
    radius: gl.getUniformLocation(program, 'u_radius'),
    pixelRatio: gl.getUniformLocation(program, 'u_pixel_ratio'),
  };
}

/** `matrix` (mercator → clip space, float64) moved to `origin`, so the GPU gets small relative positions. */
function matrixAt(matrix: ArrayLike<number>, [ox, oy]: readonly [number, number]): Float32Array {
  const moved = Float32Array.from(matrix);
  for (let row = 0; row < 4; row++) {
    moved[12 + row] = (matrix[row] ?? 0) * ox + (matrix[4 + row] ?? 0) * oy + (matrix[12 + row] ?? 0);
  }
  return moved;
}

/**
 * Every dot of a `DotBuffer` drawn by the GPU in one call: the positions and styles live in two vertex
 * buffers, and a new batch uploads only the span that changed. Mercator projection only (the maps
 * never use the globe).
 */
export class MarkerDotLayer implements CustomLayerInterface {
  readonly type = 'custom';
  readonly renderingMode = '2d';
  private map: MapLibreMap | null = null;
  private program: Program | null = null;
  private positionBuffer: WebGLBuffer | null = null;
  private styleBuffer: WebGLBuffer | null = null;

  constructor(
    readonly id: string,
    private readonly dots: DotBuffer,
  ) {}

  onAdd(map: MapLibreMap, gl: GL): void {
    this.map = map;
    this.program = link(gl);
    this.positionBuffer = gl.createBuffer();
    this.styleBuffer = gl.createBuffer();
    this.dots.resized = true;
  }

  onRemove(_map: MapLibreMap, gl: GL): void {
    if (this.program) gl.deleteProgram(this.program.program);
    gl.deleteBuffer(this.positionBuffer);
    gl.deleteBuffer(this.styleBuffer);
    this.map = null;
  }

  /** The buffer has new data: draw it on the next frame. */
  changed(): void {
    this.map?.triggerRepaint();
  }

  render(gl: GL, options: CustomRenderMethodInput): void {
    const { program, map, dots } = this;
    if (!program || !map || dots.count === 0 || !dots.origin) return;
    this.upload(gl);
    // biome-ignore lint/correctness/useHookAtTopLevel: WebGL's useProgram, not a React hook.
    gl.useProgram(program.program);
    gl.uniformMatrix4fv(
      program.matrix,
      false,
      matrixAt(options.defaultProjectionData.mainMatrix, dots.origin),
    );
    gl.uniform1f(program.radius, dotRadius(map.getZoom()));
    gl.uniform1f(program.pixelRatio, map.getPixelRatio());
    gl.bindBuffer(gl.ARRAY_BUFFER, this.positionBuffer);
    gl.enableVertexAttribArray(program.position);
    gl.vertexAttribPointer(program.position, 2, gl.FLOAT, false, 0, 0);
    gl.bindBuffer(gl.ARRAY_BUFFER, this.styleBuffer);
    gl.enableVertexAttribArray(program.style);
    gl.vertexAttribPointer(program.style, STYLE_BYTES, gl.UNSIGNED_BYTE, false, 0, 0);
    gl.enable(gl.BLEND);
    gl.blendFunc(gl.ONE, gl.ONE_MINUS_SRC_ALPHA);
    gl.drawArrays(gl.POINTS, 0, dots.count);
    // The selected dot again, over its neighbours.
    if (dots.selectedIndex >= 0) gl.drawArrays(gl.POINTS, dots.selectedIndex, 1);
    gl.disableVertexAttribArray(program.position);
    gl.disableVertexAttribArray(program.style);
  }

  private upload(gl: GL): void {
    const { dots } = this;
    if (dots.resized) {
      gl.bindBuffer(gl.ARRAY_BUFFER, this.positionBuffer);
      gl.bufferData(gl.ARRAY_BUFFER, dots.positions, gl.DYNAMIC_DRAW);
      gl.bindBuffer(gl.ARRAY_BUFFER, this.styleBuffer);
      gl.bufferData(gl.ARRAY_BUFFER, dots.styles, gl.DYNAMIC_DRAW);
    } else {
      const { positionSpan: moved, styleSpan: painted } = dots;
      if (moved.from < moved.to) {
        gl.bindBuffer(gl.ARRAY_BUFFER, this.positionBuffer);
        gl.bufferSubData(
          gl.ARRAY_BUFFER,
          moved.from * 8,
          dots.positions.subarray(moved.from * 2, moved.to * 2),
        );
      }
      if (painted.from < painted.to) {
        gl.bindBuffer(gl.ARRAY_BUFFER, this.styleBuffer);
        gl.bufferSubData(
          gl.ARRAY_BUFFER,
          painted.from * STYLE_BYTES,
          dots.styles.subarray(painted.from * STYLE_BYTES, painted.to * STYLE_BYTES),
        );
      }
    }
    dots.uploaded();
  }
}
