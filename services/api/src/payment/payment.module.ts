import { Module } from '@nestjs/common';

// Stub: the owner of src/payment replaces this with the real module.
@Module({})
export class PaymentModule {}
