import { isOperation, keptBody } from './op-log.recorder';

describe(isOperation.name, () => {
  it('keeps writes and leaves reads out', () => {
    expect(isOperation('basicdata/supplier/create', 'basicdata.supplier.create', {})).toBe(true);
    expect(isOperation('product_mgt/worder/start', 'product_mgt.worder.start', { id: 1 })).toBe(true);
    expect(isOperation('basicdata/supplier', 'basicdata.supplier.get', { id: 1 })).toBe(false);
    expect(isOperation('basicdata/supplier/list', 'basicdata.supplier.list', {})).toBe(false);
    expect(isOperation('basicdata/supplier/export', 'basicdata.supplier.export', {})).toBe(false);
    expect(isOperation('tracing/sn/by_worder', 'tracing.sn.by_worder', {})).toBe(false);
  });

  it('leaves out the polls and reads of any signed-in user, keeps their writes', () => {
    expect(isOperation('progressing', null, {})).toBe(false);
    expect(isOperation('mes-plugins/progressing', null, {})).toBe(false);
    expect(isOperation('basicdata/user/self', null, {})).toBe(false);
    expect(isOperation('user/preferences', null, {})).toBe(false);
    expect(isOperation('user/preferences/set', null, { values: {} })).toBe(true);
    expect(isOperation('progressing/cancel', null, { id: 1 })).toBe(true);
  });

  it('counts a settings call as a write only with a body', () => {
    expect(isOperation('product_mgt/smt_feeder/setting', 'product_mgt.smt_feeder.setting', {})).toBe(false);
    expect(isOperation('product_mgt/smt_feeder/setting', 'product_mgt.smt_feeder.setting', { values: {} })).toBe(true);
    expect(isOperation('system/global_settings', 'system.global_settings.list', {})).toBe(false);
  });

  it('leaves station reports out: machines, not people', () => {
    expect(isOperation('mes-transfer/station/report', 'mes-transfer.station.report', { sn: 'X' })).toBe(false);
    // a feeding's reel scans have their own log (smt_feeding_log); finishing a feeding is an operation
    expect(isOperation('work/smt_feeding/splicing', 'work.smt_feeding.splicing', { id: 1 })).toBe(false);
    expect(isOperation('work/smt_feeding/finish', 'work.smt_feeding.finish', { id: 1 })).toBe(true);
  });
});

describe(keptBody.name, () => {
  it('masks secrets at any depth', () => {
    expect(keptBody({ name: 'u', secret: 'abc', nested: { password: 'p' } })).toEqual({
      name: 'u',
      secret: '***',
      nested: { password: '***' },
    });
  });

  it('keeps only the field names of a large body', () => {
    expect(keptBody({ rows: 'x'.repeat(10_000), id: 1 })).toEqual({ truncated: true, fields: ['rows', 'id'] });
  });
});
