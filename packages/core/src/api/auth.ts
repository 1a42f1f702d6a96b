import { act, api, change, read } from './api';

/** /api/auth/*: sign-in, registration, one-time codes, password, balance and VIP. */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: change(build, '/api/auth/login'),
    loginTac: change(build, '/api/auth/login_tac'),
    signup: change(build, '/api/auth/signup'),
    tacVerify: change(build, '/api/auth/tac/verify'),
    tacRequestNewRegister: change(build, '/api/auth/tac/request_new_register'),
    tacRequestLogin: change(build, '/api/auth/tac/request_login'),
    forgotPassword: change(build, '/api/auth/forgot_password'),
    updatePassword: change(build, '/api/auth/update_password'),
    /** Ends the session on the server; `signOut` calls it before clearing the session. */
    logout: act(build, '/api/auth/logout'),
    getBalance: read(build, '/api/auth/get_balance', ['Balance']),
    getVip: read(build, '/api/auth/vip', ['Profile']),
    loginSecondStep: change(build, '/api/auth/login_second_step'),
    /** Closes the account for good; the backend ends every session of it. */
    closeAccount: change(build, '/api/auth/close_account'),
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
  useLoginSecondStepMutation,
  useCloseAccountMutation,
} = authApi;
