// A remote is only used through the shell; this entry exists for the build.
export {};
