import { signInTexts } from '@msc/shared/messages';
import { useState } from 'react';
import { Button } from '#ui/button';
import { TextField } from '#ui/text-field';
import { signInWithPassword } from './amplify-auth';
import { signInErrorMessage } from './auth-errors';
import type { SignInForm } from './use-sign-in-form';

/** Username and password against the user pool; success signs in (the page then redirects). */
export function PasswordSignInForm({ form }: { form: SignInForm }) {
  const [failure, setFailure] = useState<string>();

  const submit = form.handleSubmit(async ({ username, password }) => {
    setFailure(undefined);
    const result = await signInWithPassword(username.trim(), password);
    if (!result.ok) setFailure(signInErrorMessage(result.error));
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {failure && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {failure}
        </p>
      )}
      <TextField
        label={signInTexts.username}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        {...form.field('username')}
      />
      <TextField
        label={signInTexts.password}
        type="password"
        autoComplete="current-password"
        {...form.field('password')}
      />
      <Button type="submit" loading={form.isSubmitting} className="w-full">
        {signInTexts.signIn}
      </Button>
    </form>
  );
}
