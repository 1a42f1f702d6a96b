import type { ResponseOf } from '../contract';
import type { AccountArgs, SiteArgs } from './api';
import { api, call } from './api';

/** /api/auth/*: sign-in, registration, one-time codes, password, balance and VIP. */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<ResponseOf<'/api/auth/login'>, SiteArgs<'/api/auth/login'>>({
      query: call('/api/auth/login'),
    }),
    loginTac: build.mutation<ResponseOf<'/api/auth/login_tac'>, SiteArgs<'/api/auth/login_tac'>>({
      query: call('/api/auth/login_tac'),
    }),
    signup: build.mutation<ResponseOf<'/api/auth/signup'>, SiteArgs<'/api/auth/signup'>>({
      query: call('/api/auth/signup'),
    }),
    tacVerify: build.mutation<ResponseOf<'/api/auth/tac/verify'>, SiteArgs<'/api/auth/tac/verify'>>(
      { query: call('/api/auth/tac/verify') },
    ),
    tacRequestNewRegister: build.mutation<
      ResponseOf<'/api/auth/tac/request_new_register'>,
      SiteArgs<'/api/auth/tac/request_new_register'>
    >({ query: call('/api/auth/tac/request_new_register') }),
    tacRequestLogin: build.mutation<
      ResponseOf<'/api/auth/tac/request_login'>,
      SiteArgs<'/api/auth/tac/request_login'>
    >({ query: call('/api/auth/tac/request_login') }),
    forgotPassword: build.mutation<
      ResponseOf<'/api/auth/forgot_password'>,
      SiteArgs<'/api/auth/forgot_password'>
    >({ query: call('/api/auth/forgot_password') }),
    updatePassword: build.mutation<
      ResponseOf<'/api/auth/update_password'>,
      AccountArgs<'/api/auth/update_password'>
    >({ query: call('/api/auth/update_password') }),
    /** Ends the session on the server; `signOut` calls it before clearing the session. */
    logout: build.mutation<ResponseOf<'/api/auth/logout'>, void>({
      query: () => call('/api/auth/logout')(),
    }),
    getBalance: build.query<ResponseOf<'/api/auth/get_balance'>, void>({
      query: () => call('/api/auth/get_balance')(),
      providesTags: ['Balance'],
    }),
    getVip: build.query<ResponseOf<'/api/auth/vip'>, void>({
      query: () => call('/api/auth/vip')(),
      providesTags: ['Profile'],
    }),
  }),
});

export const {
  useLoginMutation,
  useLoginTacMutation,
  useSignupMutation,
  useTacVerifyMutation,
  useTacRequestNewRegisterMutation,
  useTacRequestLoginMutation,
  useForgotPasswordMutation,
  useUpdatePasswordMutation,
  useLogoutMutation,
  useGetBalanceQuery,
  useGetVipQuery,
} = authApi;
