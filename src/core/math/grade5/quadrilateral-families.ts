/**
 * The quadrilateral families of 5.5A as sets of attributes, for the classification generator. Texas
 * teaches a trapezoid as a quadrilateral with exactly one pair of parallel sides (the Region 13
 * glossary), so a parallelogram is not a trapezoid here. Statements that would change under the other
 * definition ("Some trapezoids are rectangles") are never asked.
 */
export const FAMILIES = [
  'square',
  'rectangle',
  'rhombus',
  'parallelogram',
  'trapezoid',
  'quadrilateral',
] as const;
export type Family = (typeof FAMILIES)[number];

/** The most exact name of a four-sided figure: every quadrilateral is exactly one of these. */
export const KINDS = ['square', 'rectangle', 'rhombus', 'parallelogram', 'trapezoid', 'other'] as const;
export type Kind = (typeof KINDS)[number];

export interface Attributes {
  parallelPairs: 0 | 1 | 2;
  fourRightAngles: boolean;
  fourEqualSides: boolean;
}

export const ATTRIBUTES: Record<Kind, Attributes> = {
  square: { parallelPairs: 2, fourRightAngles: true, fourEqualSides: true },
  rectangle: { parallelPairs: 2, fourRightAngles: true, fourEqualSides: false },
  rhombus: { parallelPairs: 2, fourRightAngles: false, fourEqualSides: true },
  parallelogram: { parallelPairs: 2, fourRightAngles: false, fourEqualSides: false },
  trapezoid: { parallelPairs: 1, fourRightAngles: false, fourEqualSides: false },
  other: { parallelPairs: 0, fourRightAngles: false, fourEqualSides: false },
};

/** Which kinds each family name covers. */
export const MEMBERS: Record<Family, readonly Kind[]> = {
  square: ['square'],
  rectangle: ['square', 'rectangle'],
  rhombus: ['square', 'rhombus'],
  parallelogram: ['square', 'rectangle', 'rhombus', 'parallelogram'],
  trapezoid: ['trapezoid'],
  quadrilateral: KINDS,
};

export const PLURAL: Record<Family, string> = {
  square: 'squares',
  rectangle: 'rectangles',
  rhombus: 'rhombuses',
  parallelogram: 'parallelograms',
  trapezoid: 'trapezoids',
  quadrilateral: 'quadrilaterals',
};

/** What a family needs, said for a child: "A rhombus has 4 sides of the same length." */
export const NEEDS: Record<Family, string> = {
  square: 'A square has 4 right angles and 4 sides of the same length.',
  rectangle: 'A rectangle has 4 right angles.',
  rhombus: 'A rhombus has 4 sides of the same length.',
  parallelogram: 'A parallelogram has 2 pairs of parallel sides.',
  trapezoid: 'A trapezoid has exactly 1 pair of parallel sides.',
  quadrilateral: 'A quadrilateral is any figure with 4 straight sides.',
};

export const describes = (family: Family, kind: Kind): boolean => MEMBERS[family].includes(kind);

/** Is every member of `a` also a member of `b`? */
export const isSubset = (a: Family, b: Family): boolean =>
  MEMBERS[a].every((kind) => MEMBERS[b].includes(kind));

export const overlaps = (a: Family, b: Family): boolean =>
  MEMBERS[a].some((kind) => MEMBERS[b].includes(kind));
