import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { WorkOrderStatusCode } from '@mes/contracts';
import { BaseRecord } from '../../../core/database/base.entity';

@Entity('worder')
export class Worder extends BaseRecord {
  @Column({ type: 'varchar', length: 64, unique: true })
  fbillno!: string;

  @Column({ type: 'integer' })
  product_id!: number;

  @Column({ type: 'integer' })
  product_line_id!: number;

  @Column({ type: 'integer' })
  workflow_id!: number;

  @Column({ type: 'integer' })
  fqty!: number;

  @Column({ type: 'smallint' })
  status!: WorkOrderStatusCode;
}

// A serial number belongs to exactly one work order.
@Entity('worder_sn')
export class WorderSn {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  @Column({ type: 'integer' })
  worder_id!: number;

  @Column({ type: 'varchar', length: 64, unique: true })
  sn!: string;
}
