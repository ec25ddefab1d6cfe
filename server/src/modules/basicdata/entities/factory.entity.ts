import { Column, Entity } from 'typeorm';
import { BaseRecord } from '../../../core/database/base.entity';

@Entity('factory')
export class Factory extends BaseRecord {
  @Column({ type: 'varchar', length: 64, unique: true })
  fnumber!: string;

  @Column({ type: 'varchar', length: 128 })
  fname!: string;

  @Column({ type: 'integer' })
  organization_id!: number;
}
