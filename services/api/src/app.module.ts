import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_PIPE } from '@nestjs/core';
import { ThrottlerModule } from '@nestjs/throttler';
import { AbsenceModule } from './absence/absence.module.js';
import { AccessModule } from './access/access.module.js';
import { ApiKeysModule } from './api-keys/api-keys.module.js';
import { AuditLogModule } from './audit/audit-log.module.js';
import { AuditModule } from './audit/audit.module.js';
import { AuthModule } from './auth/auth.module.js';
import { CalendarFeedsModule } from './calendar-feeds/calendar-feeds.module.js';
import { ApiErrorFilter } from './common/api-error.filter.js';
import { createValidationPipe } from './common/validation.pipe.js';
import { APP_CONFIG, type AppConfig } from './config/app-config.js';
import { ConfigModule } from './config/config.module.js';
import { DatabaseModule } from './database/database.module.js';
import { HealthModule } from './health/health.module.js';
import { InvitationsModule } from './invitations/invitations.module.js';
import { NotificationsModule } from './notifications/notifications.module.js';
import { MetricsModule } from './observability/metrics.module.js';
import { OrganizationsModule } from './organizations/organizations.module.js';
import { UsersModule } from './users/users.module.js';
import { EmploymentModule } from './employment/employment.module.js';
import { EmployeeImportModule } from './employee-import/import.module.js';
import { RedisModule, REDIS } from './redis/redis.module.js';
import { ReportsModule } from './reports/reports.module.js';
import { PaymentModule } from './payment/payment.module.js';
import { PayrollModule } from './payroll/payroll.module.js';
import { PlanningModule } from './planning/planning.module.js';
import { PrivacyModule } from './privacy/privacy.module.js';
import { SickLeaveModule } from './sick-leave/sick-leave.module.js';
import { SickChildModule } from './sick-child/sick-child.module.js';
import { SickPrivacyModule } from './sick-privacy/sick-privacy.module.js';
import { StaffingModule } from './staffing/staffing.module.js';
import { RouteThrottlerGuard } from './throttling/route-throttler.guard.js';
import { throttlerOptions } from './throttling/throttler-options.js';
import { TeamsModule } from './teams/teams.module.js';
import { VacationRequestsModule } from './vacation-requests/vacation-requests.module.js';
import { WebhooksModule } from './webhooks/webhooks.module.js';
import { OrganizationDomainsModule } from './organization-domains/organization-domains.module.js';
import { ChatModule } from './chat/chat.module.js';
import { PushModule } from './push/push.module.js';

@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      imports: [RedisModule],
      inject: [APP_CONFIG, REDIS],
      useFactory: throttlerOptions,
    }),
    DatabaseModule,
    AuthModule,
    AccessModule,
    AuditLogModule,
    HealthModule,
    MetricsModule,
    OrganizationsModule,
    UsersModule,
    EmploymentModule,
    EmployeeImportModule,
    InvitationsModule,
    NotificationsModule,
    VacationRequestsModule,
    AbsenceModule,
    SickLeaveModule,
    TeamsModule,
    StaffingModule,
    PaymentModule,
    AuditModule,
    PlanningModule,
    CalendarFeedsModule,
    ReportsModule,
    PayrollModule,
    PrivacyModule,
    SickPrivacyModule,
    SickChildModule,
    ApiKeysModule,
    WebhooksModule,
    OrganizationDomainsModule,
    ChatModule,
    PushModule,
  ],
  providers: [
    // Order matters: rate limiting runs before token verification.
    { provide: APP_GUARD, useClass: RouteThrottlerGuard },
    { provide: APP_FILTER, useClass: ApiErrorFilter },
    { provide: APP_PIPE, useFactory: createValidationPipe },
  ],
})
export class AppModule {
  static withConfig(config: AppConfig): DynamicModule {
    return { module: AppModule, imports: [ConfigModule.withConfig(config)] };
  }
}
