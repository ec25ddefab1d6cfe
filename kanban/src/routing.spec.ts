import { basenameOf, mountOf, routerBasename, safeRedirect } from './routing';

describe('routing', () => {
  it('tells the device display mount from the kanban one', () => {
    const paths = ['/device_display', '/device_display/menu', '/device_displayx', '/kanban/home'];
    expect(paths.map(mountOf)).toEqual(['device_display', 'device_display', 'kanban', 'kanban']);
  });

  it("takes the kanban's basename from Vite's base, the device display's from its prefix", () => {
    expect(routerBasename('/kanban/')).toBe('/kanban');
    expect(routerBasename('/')).toBe('/');
    expect(routerBasename('./')).toBe('/');
    expect(basenameOf('kanban', '/kanban/')).toBe('/kanban');
    expect(basenameOf('device_display', '/kanban/')).toBe('/device_display');
  });

  it('follows only local redirects', () => {
    expect(safeRedirect('/worder/1?x=1')).toBe('/worder/1?x=1');
    expect(safeRedirect('//evil.example/x')).toBe('/');
    expect(safeRedirect('https://evil.example')).toBe('/');
    expect(safeRedirect('/\\evil')).toBe('/');
    expect(safeRedirect(null, '/menu')).toBe('/menu');
  });
});
