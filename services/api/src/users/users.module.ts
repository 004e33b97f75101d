import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Membership } from './membership.entity.js';

@Module({
  imports: [TypeOrmModule.forFeature([Membership])],
  exports: [TypeOrmModule],
})
export class UsersModule {}
