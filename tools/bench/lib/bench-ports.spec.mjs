import assert from 'node:assert/strict';
import { createServer } from 'node:net';
import { test } from 'node:test';
import { benchPortsFromEnv, claimBenchPorts } from './bench-ports.mjs';

test('without BENCH_PORT_BASE no fixed ports (the OS picks them)', () => {
  assert.equal(benchPortsFromEnv({}), null);
  assert.equal(benchPortsFromEnv({ BENCH_PORT_BASE: '' }), null);
});

test("BENCH_PORT_BASE gives the API and the Auth emulator the system's offsets from it", () => {
  assert.deepEqual(benchPortsFromEnv({ BENCH_PORT_BASE: '23000' }), {
    api: 23010,
    authEmulator: 23020,
    emulatorHub: 23021,
    emulatorLogging: 23022,
  });
});

test('two bases give two disjoint sets of ports', () => {
  const first = Object.values(benchPortsFromEnv({ BENCH_PORT_BASE: '23000' }));
  const second = Object.values(benchPortsFromEnv({ BENCH_PORT_BASE: '23100' }));
  assert.equal(
    first.some((port) => second.includes(port)),
    false,
  );
});

test('single-port variables of the shell do not move a bench', () => {
  assert.equal(benchPortsFromEnv({ BENCH_PORT_BASE: '23000', API_PORT: '3000' }).api, 23010);
});

test('an invalid base is refused', () => {
  for (const value of ['abc', '0', '65520', '1.5']) {
    assert.throws(() => benchPortsFromEnv({ BENCH_PORT_BASE: value }), /BENCH_PORT_BASE/);
  }
});

test('a taken port fails before anything starts, naming BENCH_PORT_BASE', async () => {
  const taken = createServer();
  await new Promise((resolve) => taken.listen(0, '0.0.0.0', resolve));
  const { port } = /** @type {import('node:net').AddressInfo} */ (taken.address());
  try {
    // The base that puts the API (base+10) on the taken port.
    await assert.rejects(claimBenchPorts({ BENCH_PORT_BASE: String(port - 10) }), (error) => {
      assert.match(error.message, new RegExp(`Port ${port} \\(api\\).*BENCH_PORT_BASE`));
      return true;
    });
  } finally {
    await new Promise((resolve) => taken.close(resolve));
  }
});
