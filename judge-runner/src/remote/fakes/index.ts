/** The tests' fake sites (loopback HTTP servers in the shapes of the real sites' pages and forms). */

export * from './atcoderFake';
export * from './codeforcesFake';
export * from './fakeSite';
export * from './hduFake';
export * from './manualClock';
export * from './pojFake';
export * from './spojFake';
