/** Sign in, sign up and password reset (/entrar). */
export const auth = {
  signIn: {
    title: 'Welcome back',
    lead: 'Sign in to edit your website.',
    submit: 'Sign in',
    busy: 'Signing in…',
    customerAccount: 'This is a customer account of a business’s website. Sign in on that website’s customer area; to build a website of your own, create an account here with another email.',
  },
  signUp: { title: 'Create your website', lead: 'Create your account in a minute. You can change every detail later.', submit: 'Create account', busy: 'Creating your account…' },
  reset: {
    title: 'Reset your password',
    lead: 'Enter the email you signed up with and we will send you a link to choose a new password.',
    submit: 'Send reset link',
    busy: 'Sending…',
    sent: 'If an account exists for {{email}}, a reset link is on its way. Check your inbox and spam folder.',
  },
  modes: { label: 'Account', signIn: 'Sign in', signUp: 'Sign up' },
  fields: {
    email: 'Email',
    password: 'Password',
    passwordHint: 'At least {{passwordMin}} characters.',
    displayName: 'Your name',
    displayNameHint: 'Shown on your website; you can change it later.',
    phone: 'Phone number',
    phoneHint: 'So we can help you with your account.',
  },
  links: { forgot: 'Forgot your password?', backToSignIn: 'Back to sign in', haveAccount: 'Already have an account?', needAccount: 'New to Sitio?' },
  signedIn: { title: 'You are signed in', text: 'You are signed in as {{email}}.', dashboard: 'Go to dashboard' },
  recordWarning: 'Your account is ready, but we could not finish saving your profile ({{reason}}). We will finish it when you save the next step or sign in again.',
  loadingServices: 'Connecting…',
} as const;
