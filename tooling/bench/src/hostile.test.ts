import { describe, expect, it } from 'vitest';
import { hostileCases, judge } from './hostile';

describe('judge', () => {
  it('counts an error in the API shape as refused in shape', () => {
    expect(judge(400, '{"statusCode":-400,"statusMessage":"invalidRequest"}')).toEqual({
      apiShape: true,
      refusedInShape: true,
      serverError: false,
      internals: false,
    });
  });

  it('counts a success in the API shape as answered in shape, not refused', () => {
    expect(judge(200, '{"statusCode":1,"statusMessage":"OK"}')).toMatchObject({
      apiShape: true,
      refusedInShape: false,
    });
  });

  it('does not count a mismatched code or another shape', () => {
    expect(judge(400, '{"statusCode":-500,"statusMessage":"x"}').apiShape).toBe(false);
    expect(judge(400, '{"error":"Bad Request","statusCode":400}').apiShape).toBe(false);
    expect(judge(404, 'Not found').apiShape).toBe(false);
    expect(judge(200, '[1]').apiShape).toBe(false);
  });

  it('finds internals in an answer', () => {
    const leak = '{"statusCode":500,"message":"Cannot read properties of null (reading \'x\')"}';
    expect(judge(500, leak)).toMatchObject({ serverError: true, internals: true });
    expect(judge(502, 'connect ECONNREFUSED 127.0.0.1:8787').internals).toBe(true);
    expect(judge(500, '    at parse (/work/app/node_modules/x.js:1:2)').internals).toBe(true);
    expect(judge(502, '{"statusCode":-502,"statusMessage":"badGateway"}').internals).toBe(false);
  });
});

describe('hostileCases', () => {
  it('is a bounded list of distinct requests', () => {
    const cases = hostileCases();
    expect(cases.length).toBeGreaterThan(50);
    expect(cases.length).toBeLessThan(200);
    expect(new Set(cases.map((c) => c.name)).size).toBe(cases.length);
  });
});
