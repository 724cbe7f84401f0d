import type { Page } from '@playwright/test';

/** The sign-in screen (SPEC.md 2.3). */
export class LoginPage {
  constructor(readonly page: Page) {}

  async goto() {
    await this.page.goto('/login');
  }

  async signIn(username: string, password: string) {
    await this.goto();
    await this.page.getByLabel('Username').fill(username);
    await this.page.getByLabel('Password', { exact: true }).fill(password);
    await this.page.getByRole('button', { name: 'Sign in' }).click();
    await this.page.waitForURL(/\/(buyer|vendor|admin)\/dashboard$/);
  }
}
