import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A person's membership in one organisation: the spec's "employee"/"user" (its id is Employee.id). */
@Entity({ name: 'membership' })
export class Membership {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'organization_id', type: 'uuid' })
  organizationId: string;

  @Column({ name: 'user_uid', type: 'varchar', length: 128 })
  userUid: string;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ type: 'varchar', length: 320 })
  email: string;

  @Column({ name: 'is_admin', type: 'boolean', default: false })
  isAdmin: boolean;

  @Column({ name: 'yearly_days', type: 'int', default: 25 })
  yearlyDays: number;

  @Column({ name: 'team_id', type: 'uuid', nullable: true })
  teamId: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
