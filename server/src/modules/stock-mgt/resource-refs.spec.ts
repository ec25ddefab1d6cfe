import { BUNDLE } from '../msd/msd-events';
import { BOX, PALLET } from '../shop-floor/packing/packing-levels';
import { boxResource } from './boxes/box.resource';
import { palletResource } from './boxes/pallet.resource';
import { bundleResource } from './flow/bundle.resource';

// msd and shop-floor announce reels, boxes and pallets, which this area declares and they may not import (it builds
// on them): the names and modules they write must be the declared ones, or their events would name another module.
describe('the resources other areas announce for stock-mgt', () => {
  it('are named with the module their declaration gives', () => {
    // the declaration's hooks are all that reads the database; nothing here calls them
    const bundle = bundleResource();
    for (const [ref, def] of [
      [BUNDLE, bundle],
      [BOX, boxResource],
      [PALLET, palletResource],
    ] as const)
      expect({ name: ref.name, module: ref.module }).toEqual({ name: def.name, module: def.module });
  });
});
