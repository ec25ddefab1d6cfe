import { Column, Entity } from 'typeorm';
import { BaseRecord } from '../../../core/database/base.entity';

export type LineType = 'smt' | 'assembly';

@Entity('product_line')
export class ProductLine extends BaseRecord {
  @Column({ type: 'varchar', length: 64, unique: true })
  fnumber!: string;

  @Column({ type: 'varchar', length: 128 })
  fname!: string;

  @Column({ type: 'integer' })
  factory_id!: number;

  @Column({ type: 'varchar', length: 16 })
  line_type!: LineType;
}
