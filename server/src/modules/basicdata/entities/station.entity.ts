import { Column, Entity } from 'typeorm';
import { BaseRecord } from '../../../core/database/base.entity';

@Entity('station')
export class Station extends BaseRecord {
  @Column({ type: 'varchar', length: 64, unique: true })
  fnumber!: string;

  @Column({ type: 'varchar', length: 128 })
  fname!: string;

  @Column({ type: 'integer' })
  product_line_id!: number;

  @Column({ type: 'integer', nullable: true })
  station_function_id!: number | null;
}
