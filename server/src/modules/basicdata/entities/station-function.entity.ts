import { Column, Entity } from 'typeorm';
import { BaseRecord } from '../../../core/database/base.entity';

// Station functions named by the spec: GENERAL_TEST, DOWNLOAD, CHECK_OUTWARD, MMI_TEST, ...
@Entity('station_function')
export class StationFunction extends BaseRecord {
  @Column({ type: 'varchar', length: 64, unique: true })
  fnumber!: string;

  @Column({ type: 'varchar', length: 128 })
  fname!: string;
}
