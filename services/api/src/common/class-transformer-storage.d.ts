// class-transformer's metadata singleton, the one its decorators write and plainToInstance reads.
// query-instance.ts reads each query DTO's @Transform, @Expose, @Exclude and @Type metadata from it to
// build the instance plainToInstance would. No public export gives it: class-transformer 0.5.1, its last
// release, exports neither the storage nor a reader of it, so this is an internal path (the same one
// @nestjs/mapped-types requires). Hence services/api pins class-transformer to exactly 0.5.1, and
// class-transformer-storage.spec.ts fails if the path moves or no longer holds plainToInstance's storage.
// The package ships the types under types/, not beside cjs/storage.js.
declare module 'class-transformer/cjs/storage.js' {
  export { defaultMetadataStorage } from 'class-transformer/types/storage.js';
}
