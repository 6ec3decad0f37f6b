/** Densities in g/ml shared by many rows. */
export const MILK = { ml: 1.03 };
export const OIL = { ml: 0.92 };
export const DRINK = { ml: 1 };
