import 'reflect-metadata';
import { createRequire } from 'node:module';
import { Exclude, Expose, plainToInstance, Transform, TransformationType, Type } from 'class-transformer';
import { defaultMetadataStorage } from 'class-transformer/cjs/storage.js';
import { describe, expect, it } from 'vitest';

// query-instance.ts depends on this internal path (class-transformer-storage.d.ts says why): these fail
// first, and say so, when a class-transformer upgrade moves it or its storage.
const MOVED =
  "class-transformer's internal storage (class-transformer/cjs/storage.js, read by query-instance.ts) " +
  'is not what this class-transformer uses: check query-instance.ts against the new version';

describe('class-transformer/cjs/storage.js (the internal path query-instance.ts reads)', () => {
  it('is class-transformer 0.5.x, the version this path was checked against', () => {
    const { version } = createRequire(import.meta.url)('class-transformer/package.json') as {
      version: string;
    };
    expect(version, MOVED).toMatch(/^0\.5\./);
  });

  it('is the storage plainToInstance reads: metadata added to it changes what plainToInstance builds', () => {
    class Probe {
      value?: string;
    }
    defaultMetadataStorage.addTransformMetadata({
      target: Probe,
      propertyName: 'value',
      transformFn: ({ value }) => `read:${String(value)}`,
      options: {},
    });
    expect(plainToInstance(Probe, { value: 'a' }).value, MOVED).toBe('read:a');
  });

  it('holds what the decorators write, through the readers query-instance.ts calls', () => {
    const upper = ({ value }: { value: unknown }) => String(value).toUpperCase();
    class Probe {
      @Transform(upper)
      plain?: string;

      @Expose()
      exposed?: string;

      @Exclude()
      excluded?: string;

      @Type(() => Date)
      typed?: Date;
    }
    @Exclude()
    class ExcludeAll {}

    const transforms = defaultMetadataStorage.findTransformMetadatas(
      Probe,
      'plain',
      TransformationType.PLAIN_TO_CLASS,
    );
    expect(
      transforms.map(({ transformFn }) => transformFn),
      MOVED,
    ).toStrictEqual([upper]);
    expect(
      defaultMetadataStorage.getExposedMetadatas(Probe).map(({ propertyName }) => propertyName),
      MOVED,
    ).toStrictEqual(['exposed']);
    expect(
      defaultMetadataStorage.getExcludedMetadatas(Probe).map(({ propertyName }) => propertyName),
      MOVED,
    ).toStrictEqual(['excluded']);
    expect(defaultMetadataStorage.findTypeMetadata(Probe, 'typed')?.propertyName, MOVED).toBe('typed');
    expect(defaultMetadataStorage.getStrategy(Probe), MOVED).toBe('none');
    expect(defaultMetadataStorage.getStrategy(ExcludeAll), MOVED).toBe('excludeAll');
  });
});
