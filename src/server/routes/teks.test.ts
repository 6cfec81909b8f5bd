import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teksCategoriesResponseSchema } from '../../contracts/questions';
import { signedInUser } from '../testing/factories';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ cookie } = await signedInUser(t.db));
});
afterAll(() => t.close());

describe('GET /api/teks/grade{N}-{subject}/categories', () => {
  it('lists grade 3 math as five cards with their codes and skill names (spec section 9)', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/api/teks/grade3-math/categories',
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    const body = teksCategoriesResponseSchema.parse(res.json());
    expect(body.categories.map((category) => category.name)).toEqual([
      'Number and Operations',
      'Algebraic Reasoning',
      'Geometry and Measurement',
      'Data Analysis & Financial Literacy',
      'Mixed Review',
    ]);
    const numbers = body.categories[0]!;
    expect(numbers.skills.length).toBeGreaterThan(5);
    expect(numbers.skills.every((skill) => skill.code.startsWith('3.') && skill.skillName.length > 3)).toBe(
      true,
    );
    // Only codes with questions behind them (generators or written reading items) are offered as available.
    expect(body.categories.find((c) => c.name === 'Mixed Review')!.availableCodes).toContain('3.4A');
  });

  it.each([
    ['grade4-math', 6],
    ['grade5-math', 6],
    ['grade3-reading', 5],
    ['grade4-reading', 6],
    ['grade5-reading', 6],
  ])('lists %s with %i areas', async (gradeSubject, areas) => {
    const res = await t.request({
      method: 'GET',
      url: `/api/teks/${gradeSubject}/categories`,
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().categories).toHaveLength(areas);
  });

  it('offers the reading codes that written passage questions cover, and no code without questions', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/api/teks/grade3-reading/categories',
      headers: { cookie },
    });
    const comprehension = teksCategoriesResponseSchema
      .parse(res.json())
      .categories.find((c) => c.name === 'Reading Comprehension')!;
    expect(comprehension.availableCodes).toContain('3.6F');
    expect(comprehension.availableCodes).not.toContain('3.9E(i)');
  });

  it('answers an unknown grade or subject with a 400 naming the valid form', async () => {
    for (const url of ['/api/teks/grade6-math/categories', '/api/teks/grade3-science/categories']) {
      const res = await t.request({ method: 'GET', url, headers: { cookie } });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toContain('grade3-math');
    }
  });

  it('answers 401 when signed out', async () => {
    const res = await t.request({ method: 'GET', url: '/api/teks/grade3-math/categories' });
    expect(res.statusCode).toBe(401);
  });
});
