import { Column, Entity } from 'typeorm';
import { BaseRecord } from '../../../core/database/base.entity';

@Entity('organization')
export class Organization extends BaseRecord {
  @Column({ type: 'varchar', length: 64, unique: true })
  fnumber!: string;

  @Column({ type: 'varchar', length: 128 })
  fname!: string;
}
