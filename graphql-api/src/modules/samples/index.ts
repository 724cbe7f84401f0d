// The public face of samples: other modules import only what is exported here.
export { Sample, SampleAttempt, SampleDecision, SampleStatus, SampleType } from './sample.entity';
export { PP_SAMPLE_REQUIRED, ppClearances } from './sample.gate';
export type { PpClearance } from './sample.gate';
export { OrderSamplesResolver, SampleAttemptResolver, SampleResolver } from './sample.resolver';
export { sampleRoutes } from './sample.routes';
