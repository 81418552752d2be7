import { inject, injectable } from 'inversify';
import { MEMBER_ADMIN, type MemberAdminPort } from '../../ports/member-admin.port';

/** Publishes or unpublishes a member's site (admin page and admin CLI). */
@injectable()
export class SetPublishedUseCase {
  constructor(@inject(MEMBER_ADMIN) private readonly memberAdmin: MemberAdminPort) {}

  async execute(memberId: string, published: boolean): Promise<void> {
    await this.memberAdmin.setPublished(memberId, published);
  }
}
