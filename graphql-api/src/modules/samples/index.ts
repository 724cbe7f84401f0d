// The public face of samples: other modules import only what is exported here.
export { Sample, SampleAttempt, SampleDecision, SampleStatus, SampleType } from './sample.entity';
export { ppSampleGate } from './sample.gate';
export { samplePhotos } from './sample.photos';
export { OrderSamplesResolver, SampleAttemptResolver, SampleResolver } from './sample.resolver';
export { sampleRoutes } from './sample.routes';
