import { CALL_OF } from '../support/factory-fixture';
import { PM, productDefsFixture } from '../support/product-defs-fixture';

// Product definitions (docs/product-definitions.md): test item limits judging station reports.
describe('product definitions: test item limits', () => {
  const f = productDefsFixture();

  describe('test item limits', () => {
    const station = () => f.ids.stations['ASSY-01-DL'];
    const report = (sn: string, items: unknown[], result = 1) =>
      f.api.call<Record<string, unknown>>(CALL_OF['ASSY-01-DL'], {
        sn,
        station_id: station(),
        result,
        test_items: items,
      });

    beforeAll(async () => {
      await f.api.ok(`${PM}/test_item_check/create`, {
        fnumber: 'VBAT',
        fname: '电池电压',
        station_id: station(),
        product_id: f.productId,
        lower_limit: 3.6,
        upper_limit: 4.2,
        unit: 'V',
      });
      // For every product, not required, a text item.
      await f.api.ok(`${PM}/test_item_check/create`, {
        fnumber: 'FW',
        fname: 'Firmware',
        station_id: station(),
        required: false,
        expected: 'v1.2',
      });
    });

    it('refuses limits out of order and a text item with limits', async () => {
      const base = { fnumber: 'X', fname: 'X', station_id: station() };
      expect(
        await f.api.call(`${PM}/test_item_check/create`, { ...base, lower_limit: 5, upper_limit: 1 }),
      ).toMatchObject({ err: 400, msg: 'upper_limit: must not be below lower_limit' });
      expect(
        (await f.api.call(`${PM}/test_item_check/create`, { ...base, expected: 'ok', lower_limit: 1 })).msg,
      ).toMatch(/^expected: a text item has no lower or upper limit/);
      expect(
        (await f.api.call(`${PM}/test_item_check/create`, { ...base, fnumber: 'VBAT', product_id: f.productId })).msg,
      ).toMatch(/already exists/);
    });

    it('passes a report whose items are within their limits', async () => {
      const answer = await report(f.ids.sns[40], [
        { name: 'VBAT', value: '3.9' },
        { name: 'Firmware', value: 'v1.2' },
        { name: 'free', value: 'anything' },
      ]);
      expect(answer).toMatchObject({
        err: 0,
        data: { verdict: 'pass', result: 1, reported_result: 1, failed_items: [] },
      });
      const items = await f.db.query(
        `SELECT name, value, lower, upper, unit, result FROM station_log_item WHERE station_log_id = $1 ORDER BY id`,
        [answer.data.station_log_id],
      );
      expect(items.rows).toEqual([
        { name: 'VBAT', value: '3.9', lower: '3.6', upper: '4.2', unit: 'V', result: 1 },
        { name: 'Firmware', value: 'v1.2', lower: 'v1.2', upper: 'v1.2', unit: '', result: 1 },
        { name: 'free', value: 'anything', lower: '', upper: '', unit: '', result: 0 },
      ]);
    });

    it('judges fail an item outside its limits though the station said pass, naming the item', async () => {
      const sn = f.ids.sns[41];
      const answer = await report(sn, [{ name: 'VBAT', value: 4.5, result: 1 }]);
      expect(answer).toMatchObject({
        err: 0,
        data: {
          verdict: 'fail',
          result: 2,
          reported_result: 1,
          next_station: null,
          failed_items: [
            { name: 'VBAT', code: 'VBAT', value: '4.5', lower: 3.6, upper: 4.2, unit: 'V', reason: 'above' },
          ],
        },
      });
      const log = await f.db.query('SELECT result FROM station_log WHERE id = $1', [answer.data.station_log_id]);
      expect(log.rows[0].result).toBe(2);
      expect((await report(sn, [{ name: 'VBAT', value: '3.5' }])).data).toMatchObject({
        verdict: 'fail',
        failed_items: [{ reason: 'below' }],
      });
      expect((await report(sn, [{ name: 'VBAT', value: 'n/a' }])).data).toMatchObject({
        failed_items: [{ reason: 'not_a_number' }],
      });
      expect(
        (
          await report(sn, [
            { name: 'VBAT', value: '4' },
            { name: 'FW', value: 'v1.1' },
          ])
        ).data,
      ).toMatchObject({
        verdict: 'fail',
        failed_items: [{ name: 'FW', reason: 'not_equal', expected: 'v1.2' }],
      });
      // Within its limits again: the SN passes and moves on.
      expect((await report(sn, [{ name: '电池电压', value: '4.2' }])).data).toMatchObject({
        verdict: 'pass',
        next_station: { fnumber: 'ASSY-01-GT' },
      });
    });

    it('judges fail a report missing a required item, and stores it as an item without value', async () => {
      const answer = await report(f.ids.sns[42], [{ name: 'FW', value: 'v1.2' }]);
      expect(answer.data).toMatchObject({
        verdict: 'fail',
        failed_items: [{ name: 'VBAT', reason: 'missing', value: '' }],
      });
      const items = await f.db.query(
        'SELECT name, value, result FROM station_log_item WHERE station_log_id = $1 ORDER BY id',
        [answer.data.station_log_id],
      );
      expect(items.rows).toEqual([
        { name: 'FW', value: 'v1.2', result: 1 },
        { name: 'VBAT', value: '', result: 2 },
      ]);
    });
  });
});
