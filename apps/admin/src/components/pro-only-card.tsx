import type { ComponentType } from 'react';
import { UpgradeNotice, type UpgradeTexts } from './UpgradeNotice.js';

/** What Innstillinger gives each Pro-only card. */
interface ProCardProps {
  organizationId: string;
  pro: boolean;
  /** Shows the plan card, where the Pro upgrade starts. */
  onUpgrade: () => void;
}

/** A Pro-only settings card: Pro sees the section, Starter sees what Pro gives instead (and the way to it). */
export function proOnlyCard(upgradeTexts: UpgradeTexts, Section: ComponentType<{ organizationId: string }>) {
  return function ProOnlyCard({ organizationId, pro, onUpgrade }: ProCardProps) {
    if (!pro) return <UpgradeNotice texts={upgradeTexts} onUpgrade={onUpgrade} />;
    return <Section organizationId={organizationId} />;
  };
}
