import assert from 'node:assert/strict';
import { test } from 'node:test';
import { resolvePorts } from './ports.mjs';

test('defaults are the documented product ports', () => {
  const ports = resolvePorts({ env: {} });
  assert.deepEqual(
    [
      ports.shell,
      ports.landing,
      ports.employee,
      ports.admin,
      ports.staffing,
      ports.api,
      ports.authEmulator,
      ports.stripeSandbox,
      ports.mailSmtp,
      ports.mailWeb,
      ports.postgres,
    ],
    [4200, 4201, 4202, 4203, 4204, 3000, 9099, 12111, 1025, 1080, 5433],
  );
});

test('FERIEPLAN_PORT_BASE moves the whole system', () => {
  const ports = resolvePorts({ env: { FERIEPLAN_PORT_BASE: '16000' } });
  assert.equal(ports.shell, 16000);
  assert.equal(ports.staffing, 16004);
  assert.equal(ports.api, 16010);
  assert.deepEqual([ports.authEmulator, ports.emulatorHub, ports.emulatorLogging], [16020, 16021, 16022]);
  assert.equal(ports.stripeSandbox, 16030);
  assert.deepEqual([ports.mailSmtp, ports.mailWeb], [16040, 16041]);
  assert.equal(ports.postgres, 16050);
});

test('a single port variable wins over the base', () => {
  const ports = resolvePorts({ env: { FERIEPLAN_PORT_BASE: '16000', API_PORT: '3999' } });
  assert.equal(ports.api, 3999);
  assert.equal(ports.shell, 16000);
});

test('an invalid port is rejected', () => {
  assert.throws(() => resolvePorts({ env: { SHELL_PORT: 'abc' } }), /SHELL_PORT/);
});
