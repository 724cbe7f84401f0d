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
    // Sign-in ends with a full page load of the dashboard (SPEC.md 2.1); the route guard may
    // reach the URL first on the client, so wait for the document load itself.
    const loaded = this.page.waitForEvent('load');
    await this.page.getByRole('button', { name: 'Sign in' }).click();
    await loaded;
    await this.page.waitForURL(/\/(buyer|vendor|admin)\/dashboard$/);
  }
}
