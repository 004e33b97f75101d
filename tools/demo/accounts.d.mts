export function ensureDemoAccounts(emulatorUrl: string, projectId: string): Promise<number>;
