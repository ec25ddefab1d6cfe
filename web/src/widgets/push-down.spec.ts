import { pushDownDecision, pushDownPath } from './push-down';

describe('push-down', () => {
  describe(pushDownPath.name, () => {
    it('fills the :id param of the route', () => {
      expect(pushDownPath({ route: '/stock/outstock/:id', id: 7 })).toBe('/stock/outstock/7');
    });
    it('appends the id to a route without a param', () => {
      expect(pushDownPath({ route: '/stock/outstock/', id: 7 })).toBe('/stock/outstock/7');
      expect(pushDownPath({ route: '/stock/outstock', id: 7 })).toBe('/stock/outstock/7');
    });
  });

  describe(pushDownDecision.name, () => {
    it('warns with no target', () => {
      expect(pushDownDecision([])).toEqual({ kind: 'none' });
    });
    it('goes straight to a single target', () => {
      expect(pushDownDecision([{ route: '/a', id: 3 }])).toEqual({ kind: 'go', path: '/a/3' });
    });
    it('lets the user choose among several', () => {
      expect(
        pushDownDecision([
          { route: '/a', id: 3 },
          { route: '/a', id: 4 },
        ]),
      ).toEqual({ kind: 'choose' });
    });
  });
});
