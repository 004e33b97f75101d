import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'ferieplan:isPublic';

/** Opts a route (or controller) out of the global Firebase bearer guard. */
export const Public = () => SetMetadata(IS_PUBLIC, true);
