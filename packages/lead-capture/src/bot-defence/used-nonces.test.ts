import { describeUsedNonceStore } from '../test-support/used-nonce-store-contract.js';
import { createMemoryUsedNonceStore } from './used-nonces.js';

describeUsedNonceStore('the memory store', () => createMemoryUsedNonceStore());
