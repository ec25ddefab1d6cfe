import { Column, CreateDateColumn, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

// Columns every master-data row carries (000 §3: generic list row, check and disable actions).
export abstract class BaseRecord {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'boolean', default: false })
  checked!: boolean;

  @Column({ type: 'boolean', default: false })
  disabled!: boolean;

  @Column({ type: 'integer', nullable: true })
  creater_id!: number | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at!: Date;
}
