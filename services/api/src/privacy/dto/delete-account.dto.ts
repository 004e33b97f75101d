import { ApiProperty } from '@nestjs/swagger';
import type { DeleteAccountBody } from '@ferieplan/contracts';
import { DELETE_ACCOUNT_WORD, serverPrivacy } from '@ferieplan/texts';
import { IsString, MaxLength } from 'class-validator';

export class DeleteAccountDto implements DeleteAccountBody {
  @ApiProperty({
    example: DELETE_ACCOUNT_WORD,
    description: `The word ${DELETE_ACCOUNT_WORD}, typed by the person.`,
  })
  @IsString({ message: serverPrivacy.accountConfirmation })
  @MaxLength(50, { message: serverPrivacy.accountConfirmation })
  confirmation: string;
}
