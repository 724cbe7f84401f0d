import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { GqlContext } from '../../graphql/context';
import { User } from '../users';
import {
  LoginInput,
  PasswordResetInput,
  PasswordResetRequestInput,
  RegisterInput,
} from './auth.inputs';
import { login, logout, register, requestPasswordReset, resetPassword } from './auth.service';
import { clearSessionCookie, setSessionCookie } from './session-cookie';

@Resolver()
export class AuthResolver {
  @Query(() => User, { nullable: true, description: 'The signed-in user, or null.' })
  me(@Ctx() ctx: GqlContext): User | null {
    return ctx.user;
  }

  @Mutation(() => User, { description: 'Signs in and sets the session cookie.' })
  async login(@Arg('input') input: LoginInput, @Ctx() ctx: GqlContext): Promise<User> {
    const { user, token, session } = await login(ctx, { ...input }, ctx.reply?.request.headers['user-agent']);
    if (ctx.reply) setSessionCookie(ctx.reply, token, session.remember);
    return user;
  }

  @Mutation(() => User, { description: 'Creates a buyer or vendor account and signs it in.' })
  async register(@Arg('input') input: RegisterInput, @Ctx() ctx: GqlContext): Promise<User> {
    const { user, token } = await register(ctx, { ...input }, ctx.reply?.request.headers['user-agent']);
    if (ctx.reply) setSessionCookie(ctx.reply, token, false);
    return user;
  }

  @Mutation(() => Boolean, { description: 'Ends the session of the cookie.' })
  async logout(@Ctx() ctx: GqlContext): Promise<boolean> {
    await logout(ctx);
    if (ctx.reply) clearSessionCookie(ctx.reply);
    return true;
  }

  @Mutation(() => Boolean, { description: 'Mails a one-time reset link; answers true whether or not the account exists.' })
  async requestPasswordReset(@Arg('input') input: PasswordResetRequestInput, @Ctx() ctx: GqlContext): Promise<boolean> {
    await requestPasswordReset(ctx, { ...input }, ctx.origin);
    return true;
  }

  @Mutation(() => Boolean, { description: 'Sets a new password with the token of a reset link.' })
  async resetPassword(@Arg('input') input: PasswordResetInput, @Ctx() ctx: GqlContext): Promise<boolean> {
    await resetPassword(ctx, { ...input });
    return true;
  }
}
