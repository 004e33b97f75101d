import type { UpdateTeamBody } from '@ferieplan/contracts';
import { IsTeamName } from './team-name.js';

export class UpdateTeamDto implements UpdateTeamBody {
  @IsTeamName()
  name!: string;
}
