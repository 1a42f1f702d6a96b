import { act, api, change, read } from './api';

/** /api/auth/two_step/*: authenticator codes for sign-in and for money leaving. */
export const twoStepApi = api.enhanceEndpoints({ addTagTypes: ['TwoStep'] }).injectEndpoints({
  endpoints: (build) => ({
    getTwoStepStatus: read(build, '/api/auth/two_step/status', ['TwoStep'], 0),
    enrolTwoStep: act(build, '/api/auth/two_step/enrol'),
    confirmTwoStep: change(build, '/api/auth/two_step/confirm', ['TwoStep']),
    disableTwoStep: change(build, '/api/auth/two_step/disable', ['TwoStep']),
    // The status says again whether a code is due, so the form stops asking for the window.
    stepUp: change(build, '/api/auth/two_step/step_up', ['TwoStep']),
  }),
});

export const {
  useGetTwoStepStatusQuery,
  useEnrolTwoStepMutation,
  useConfirmTwoStepMutation,
  useDisableTwoStepMutation,
  useStepUpMutation,
} = twoStepApi;
