import { Column, Entity } from 'typeorm';
import { BaseRecord } from '../../../core/database/base.entity';

// Material (000 §3: id, fnumber, fname, fdesc, fspec).
@Entity('icitem')
export class Icitem extends BaseRecord {
  @Column({ type: 'varchar', length: 64, unique: true })
  fnumber!: string;

  @Column({ type: 'varchar', length: 128 })
  fname!: string;

  @Column({ type: 'varchar', length: 256, default: '' })
  fdesc!: string;

  @Column({ type: 'varchar', length: 256, default: '' })
  fspec!: string;
}
