import type { AbsenceKind } from '@ferieplan/contracts';
import { AbsenceKindFilter } from '../absence/kind-filter.decorator.js';

/** ?kind= on a feed URL: only that absence kind (issue 24); without it every kind. */
export class FeedQuery {
  @AbsenceKindFilter()
  kind?: AbsenceKind;
}
