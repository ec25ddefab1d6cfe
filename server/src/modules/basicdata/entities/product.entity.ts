import { Column, Entity } from 'typeorm';
import { BaseRecord } from '../../../core/database/base.entity';

@Entity('product')
export class Product extends BaseRecord {
  @Column({ type: 'varchar', length: 64, unique: true })
  fnumber!: string;

  @Column({ type: 'varchar', length: 128 })
  fname!: string;

  @Column({ type: 'varchar', length: 256, default: '' })
  fspec!: string;

  @Column({ type: 'integer', nullable: true })
  workflow_id!: number | null;
}
