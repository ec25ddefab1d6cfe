import { Column, Entity, PrimaryColumn } from 'typeorm';
import { BaseRecord } from '../../../core/database/base.entity';

@Entity('workflow')
export class Workflow extends BaseRecord {
  @Column({ type: 'varchar', length: 64, unique: true })
  fnumber!: string;

  @Column({ type: 'varchar', length: 128 })
  fname!: string;

  @Column({ type: 'varchar', length: 256, default: '' })
  fdesc!: string;
}

// The stations of a workflow, in order.
@Entity('workflow_station')
export class WorkflowStation {
  @PrimaryColumn({ type: 'integer' })
  workflow_id!: number;

  @PrimaryColumn({ type: 'integer' })
  seq!: number;

  @Column({ type: 'integer' })
  station_id!: number;
}
