import { Column, Entity, PrimaryColumn } from 'typeorm';
import { BaseRecord } from '../../../core/database/base.entity';

@Entity('users')
export class User extends BaseRecord {
  @Column({ type: 'varchar', length: 64, unique: true })
  name!: string;

  @Column({ type: 'varchar', length: 128, default: '' })
  display_name!: string;

  // The client-derived secret, encrypted at rest with MES_SECRET_KEY (never the typed password).
  @Column({ type: 'text' })
  secret_enc!: string;
}

@Entity('role')
export class Role extends BaseRecord {
  @Column({ type: 'varchar', length: 64, unique: true })
  fname!: string;
}

@Entity('user_role')
export class UserRole {
  @PrimaryColumn({ type: 'integer' })
  user_id!: number;

  @PrimaryColumn({ type: 'integer' })
  role_id!: number;
}
