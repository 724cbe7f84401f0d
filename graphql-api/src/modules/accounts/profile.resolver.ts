import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { GqlContext } from '../../graphql/context';
import { ChangePasswordInput, PasswordChanged, UpdateProfileInput } from './profile.inputs';
import { changePassword, updateProfile } from './profile.service';
import { User } from '../users';

/** The signed-in user's own account (Profile page); every rule is in the service. */
@Resolver()
export class ProfileResolver {
  @Mutation(() => User, { description: 'Changes the signed-in user’s name or e-mail.' })
  updateMyProfile(@Arg('input') input: UpdateProfileInput, @Ctx() ctx: GqlContext): Promise<User> {
    return updateProfile(ctx, { ...input });
  }

  @Mutation(() => PasswordChanged, {
    description: 'Sets a new password (the current one required); ends the user’s other sessions.',
  })
  changeMyPassword(@Arg('input') input: ChangePasswordInput, @Ctx() ctx: GqlContext): Promise<PasswordChanged> {
    return changePassword(ctx, { ...input });
  }
}
