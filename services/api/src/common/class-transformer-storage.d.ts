// class-transformer's metadata singleton (the one plainToInstance reads); the package ships its types
// under types/, not beside cjs/storage.js.
declare module 'class-transformer/cjs/storage.js' {
  export { defaultMetadataStorage } from 'class-transformer/types/storage.js';
}
