import { PageQuery } from '../../common/page.query.js';

/** GET /api/Users/organization/{id}: `teamId`, `limit` and `cursor`; without them every member. */
export class EmployeesQuery extends PageQuery {}
