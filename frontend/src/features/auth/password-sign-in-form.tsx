import { validation } from '@msc/shared/messages';
import { useState } from 'react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import * as z from 'zod';
import { formResolver } from '#lib/form-resolver';
import { Button } from '#ui/button';
import { TextField } from '#ui/text-field';
import { signInWithPassword } from './amplify-auth';
import { signInErrorMessage } from './auth-errors';

export const SignInForm = z.object({
  username: z.string().trim().min(1, validation.required),
  password: z.string().min(1, validation.required),
});
export type SignInFormValues = z.infer<typeof SignInForm>;

export function useSignInForm() {
  return useForm<SignInFormValues>({
    resolver: formResolver(SignInForm),
    defaultValues: { username: '', password: '' },
  });
}

/** Username and password against the user pool; success signs in (the page then redirects). */
export function PasswordSignInForm({ form }: { form: UseFormReturn<SignInFormValues> }) {
  const [failure, setFailure] = useState<string>();
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ username, password }) => {
    setFailure(undefined);
    const result = await signInWithPassword(username, password);
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
        label="Username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.username?.message}
        {...form.register('username')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <Button type="submit" loading={isSubmitting} className="w-full">
        Sign In
      </Button>
    </form>
  );
}
