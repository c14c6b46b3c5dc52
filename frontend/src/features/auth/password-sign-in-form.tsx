import { signInTexts, validation } from '@msc/shared/messages';
import { useState } from 'react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { Button } from '#ui/button';
import { TextField } from '#ui/text-field';
import { signInWithPassword } from './amplify-auth';
import { signInErrorMessage } from './auth-errors';

export interface SignInFormValues {
  username: string;
  password: string;
}

// react-hook-form's own rules, not a zod schema: the sign-in page is the first paint of every visit,
// and two required fields do not need zod's 21 KB (to keep the first paint light).
const required = (value: string) => value.trim() !== '' || validation.required;
const filled = (value: string) => value !== '' || validation.required;

export function useSignInForm() {
  return useForm<SignInFormValues>({ defaultValues: { username: '', password: '' } });
}

/** Username and password against the user pool; success signs in (the page then redirects). */
export function PasswordSignInForm({ form }: { form: UseFormReturn<SignInFormValues> }) {
  const [failure, setFailure] = useState<string>();
  const { errors, isSubmitting } = form.formState;

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
        error={errors.username?.message}
        {...form.register('username', { validate: required })}
      />
      <TextField
        label={signInTexts.password}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password', { validate: filled })}
      />
      <Button type="submit" loading={isSubmitting} className="w-full">
        {signInTexts.signIn}
      </Button>
    </form>
  );
}
