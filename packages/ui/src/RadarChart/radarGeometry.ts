/** The angle of axis `index` of `count`, in radians clockwise from the top (as d3 arcs measure). */
export function radarAngle(index: number, count: number): number {
  return count > 0 ? (2 * Math.PI * index) / count : 0;
}

/** The point at `radius` on axis `index` of `count`, relative to the centre, y downwards. */
export function radarPoint(index: number, count: number, radius: number): { x: number; y: number } {
  const angle = radarAngle(index, count);
  // Rounded so labels and rings do not shift by sub-pixels between runs.
  return { x: round(Math.sin(angle) * radius), y: round(-Math.cos(angle) * radius) };
}

/** How a label at `angle` is anchored so it sits outside the ring: left, right or centred. */
export function radarLabelAnchor(angle: number): {
  textAnchor: 'start' | 'middle' | 'end';
  verticalAnchor: 'start' | 'middle' | 'end';
} {
  const x = Math.sin(angle);
  const y = -Math.cos(angle);
  const textAnchor = Math.abs(x) < 0.2 ? 'middle' : x > 0 ? 'start' : 'end';
  const verticalAnchor = Math.abs(y) < 0.2 ? 'middle' : y > 0 ? 'start' : 'end';
  return { textAnchor, verticalAnchor };
}

/** The radius of a value on a `0..max` scale, clamped into the ring. */
export function radarRadius(value: number, max: number, radius: number): number {
  if (!(max > 0)) return 0;
  return (Math.min(Math.max(value, 0), max) / max) * radius;
}

function round(value: number): number {
  return Math.round(value * 100) / 100 || 0;
}

/**
 * The largest ring radius at which every axis label (of the given widths, `gap` outside the
 * ring, `lineHeight` tall) stays inside a `width` × `height` plot centred on the ring.
 */
export function radarRadiusToFit(
  labelWidths: readonly number[],
  width: number,
  height: number,
  gap = 10,
  lineHeight = 18,
): number {
  const count = labelWidths.length;
  let radius = Math.min(width, height) / 2;
  labelWidths.forEach((labelWidth, index) => {
    const angle = radarAngle(index, count);
    const { textAnchor } = radarLabelAnchor(angle);
    const x = Math.abs(Math.sin(angle));
    const y = Math.abs(Math.cos(angle));
    // Sideways room: a label anchored at its start or end extends outwards by its full width.
    const outwards = textAnchor === 'middle' ? labelWidth / 2 : labelWidth;
    if (x > 0.01) radius = Math.min(radius, (width / 2 - outwards - (textAnchor === 'middle' ? 0 : gap * x)) / x);
    if (y > 0.01) radius = Math.min(radius, (height / 2 - lineHeight - gap * y) / y);
  });
  return Math.max(0, Math.floor(radius));
}
