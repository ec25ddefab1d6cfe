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

  @Column({ type: 'smallint', default: 1 })
  status!: WorkOrderStatusCode;

  // Added by 1764300000000-production-orders.
  @Column({ type: 'integer', nullable: true })
  organization_id!: number | null;

  @Column({ type: 'timestamptz', nullable: true })
  plan_start_at!: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  plan_end_at!: Date | null;

  @Column({ type: 'varchar', length: 64, default: '' })
  software_version!: string;

  @Column({ type: 'varchar', length: 64, default: '' })
  steel_mesh!: string;

  @Column({ type: 'varchar', length: 64, default: '' })
  steel_mesh2!: string;

  @Column({ type: 'varchar', length: 32, default: '' })
  sn_prefix!: string;

  @Column({ type: 'varchar', length: 256, default: '' })
  fdesc!: string;
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
