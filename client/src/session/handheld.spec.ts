import { describe, expect, it } from '@jest/globals';
import { deviceMenuOf, isHandheldScreen, landingAfterLogin } from './handheld';

const operator = {
  roles: ['operator'],
  permissions: [
    'device_display.worder_list.list',
    'device_display.smt_order_list.list',
    'device_display.product_line.list',
    'device_display.stock_material_rec.list',
    'device_display.login_code.list',
  ],
};
const clerk = { roles: ['warehouse_clerk'], permissions: ['device_display.stock_material_rec.list'] };
const planner = { roles: ['planner'], permissions: ['product_mgt.worder.list'] };
const HANDHELD = { width: 360, height: 640 };
const DESK = { width: 1440, height: 900 };

describe('isHandheldScreen', () => {
  it('takes phones and handhelds either way up, not a desk or a laptop', () => {
    for (const [w, h] of [
      [360, 640],
      [640, 360],
      [412, 915],
      [430, 932],
    ])
      expect({ w, h, handheld: isHandheldScreen(w, h) }).toEqual({ w, h, handheld: true });
    for (const [w, h] of [
      [1440, 900],
      [1280, 720],
      [1024, 550],
      [768, 1024],
      [500, 1080],
    ])
      expect({ w, h, handheld: isHandheldScreen(w, h) }).toEqual({ w, h, handheld: false });
  });
});

describe('deviceMenuOf', () => {
  it("lists the entries a role's permissions open, all of them for the admin", () => {
    expect(deviceMenuOf(operator).map((e) => e.key)).toEqual([
      'worder_list',
      'smt_order_list',
      'product_line',
      'stock_material_rec',
      'login_code',
    ]);
    expect(deviceMenuOf(clerk).map((e) => e.key)).toEqual(['stock_material_rec']);
    expect(deviceMenuOf(planner)).toEqual([]);
    expect(deviceMenuOf({ roles: ['admin'], permissions: [] })).toHaveLength(6);
  });
});

describe('landingAfterLogin', () => {
  it('opens the device menu on a handheld for a role that has one', () => {
    expect(landingAfterLogin(null, operator, HANDHELD)).toEqual({ path: '/device_display/menu', external: true });
    expect(landingAfterLogin('/home', clerk, HANDHELD)).toEqual({ path: '/device_display/menu', external: true });
  });

  it('keeps the desk, a role without handheld screens and an asked-for page in the back office', () => {
    expect(landingAfterLogin(null, operator, DESK)).toEqual({ path: '/home', external: false });
    expect(landingAfterLogin(null, planner, HANDHELD)).toEqual({ path: '/home', external: false });
    expect(landingAfterLogin('/work/packing', operator, HANDHELD)).toEqual({ path: '/work/packing', external: false });
    expect(landingAfterLogin('https://evil.example/', operator, DESK)).toEqual({ path: '/home', external: false });
  });
});
