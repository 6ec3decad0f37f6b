import { describe, expect, it } from 'vitest';
import { shippedIngredient } from './shipped';
import { gramsPerUnit, toGrams, unitSchema, unitsOf } from './units';

const facts = (id: string) => shippedIngredient(id)!.units;

describe('units', () => {
  it('convert grams, ml by density, pieces and spoons to grams', () => {
    expect(toGrams(150, 'g', {})).toBe(150);
    expect(toGrams(250, 'ml', facts('milk-whole'))).toBeCloseTo(257.5);
    expect(toGrams(2, 'piece', facts('egg'))).toBe(100);
    expect(toGrams(1, 'tbsp', facts('olive-oil'))).toBeCloseTo(13.8);
    expect(toGrams(1, 'tsp', facts('olive-oil'))).toBeCloseTo(4.6);
    expect(toGrams(2, 'tbsp', facts('honey'))).toBe(42);
    expect(toGrams(0.5, 'piece', facts('banana'))).toBe(60);
  });

  it('say null when a unit does not fit the ingredient or the amount is not a number', () => {
    expect(toGrams(1, 'piece', facts('rice-white'))).toBeNull();
    expect(toGrams(100, 'ml', facts('chicken-breast'))).toBeNull();
    expect(toGrams(-1, 'g', {})).toBeNull();
    expect(toGrams(Number.NaN, 'g', {})).toBeNull();
    expect(gramsPerUnit('tbsp', {})).toBeUndefined();
  });

  it('list the units an ingredient can use, grams first', () => {
    expect(unitsOf(facts('chicken-breast'))).toEqual(['g']);
    expect(unitsOf(facts('milk-whole'))).toEqual(['g', 'ml', 'tbsp', 'tsp']);
    expect(unitsOf(facts('egg'))).toEqual(['g', 'piece']);
    expect(unitsOf(facts('peanut-butter'))).toEqual(['g', 'tbsp', 'tsp']);
  });

  it('parse only known units', () => {
    expect(unitSchema.parse('tbsp')).toBe('tbsp');
    expect(unitSchema.safeParse('cup').success).toBe(false);
  });
});
